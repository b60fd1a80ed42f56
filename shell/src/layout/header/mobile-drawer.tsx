import { loadPlatformStore, useI18n } from '@invest/platform';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuButton } from './header-styles.js';

// The dialog (Radix) is fetched when the menu is first opened, not with the page: most visits never open it. Its account
// reads the store (loaded by then with the header's account, or here).
const MobileDrawerDialog = lazy(async () => (await Promise.all([import('./mobile-drawer-dialog.js'), loadPlatformStore()]))[0]);

/** Below 1280 px: a menu button opening a right-side drawer with the same links plus Invest Now (and the account). */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const { pathname } = useLocation();
  const { _ } = useI18n();
  if (open && !everOpened) setEverOpened(true);

  // Close on navigation (including Back/Forward).
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <MenuButton type="button" aria-label={_('shell.drawer.open')} aria-expanded={open} onClick={() => setOpen(true)}>
        <span aria-hidden="true">☰</span>
      </MenuButton>
      {everOpened ? (
        <Suspense fallback={null}>
          <MobileDrawerDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
