import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@invest/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HEADER_LINKS, INVEST_NOW } from '../nav-links.js';
import { ActionLink, DrawerNav, MenuButton, NavItem } from './header-styles.js';

/** Below 768 px: a menu button opening a right-side drawer with the same links plus Invest Now. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Close on navigation (including Back/Forward).
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <MenuButton type="button" aria-label="Open menu" aria-expanded={open} onClick={() => setOpen(true)}>
        <span aria-hidden="true">☰</span>
      </MenuButton>
      <DialogContent side="right" closeLabel="Close menu">
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription>Navigate the site</DialogDescription>
        <DrawerNav aria-label="Mobile">
          {HEADER_LINKS.map((link) => (
            <NavItem key={link.to} to={link.to} end={link.to === '/'} onClick={() => setOpen(false)}>
              {link.label}
            </NavItem>
          ))}
          <ActionLink to={INVEST_NOW.to} $variant="accent" $block onClick={() => setOpen(false)}>
            {INVEST_NOW.label}
          </ActionLink>
        </DrawerNav>
      </DialogContent>
    </Dialog>
  );
}
