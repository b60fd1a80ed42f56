import { useI18n } from '@invest/platform';
import { StoreScope } from '@invest/platform/store';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@invest/ui/dialog';
import { DrawerAccount } from '../account/drawer-account.js';
import { LanguageSwitch } from './language-switch.js';
import { HEADER_LINKS, INVEST_NOW, KNOWLEDGE_HUB, TRY_DEMO } from '../nav-links.js';
import { ActionLink, DrawerNav, NavItem } from './header-styles.js';

/**
 * The drawer of the menu (Radix Dialog, loaded with this file the first time the menu is opened), below 1280 px: the
 * header's links, the Knowledge Hub, Try Demo, Invest Now, and the account.
 */
export default function MobileDrawerDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  const { _ } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right" closeLabel={_('shell.drawer.close')}>
        <DialogTitle>{_('shell.drawer.title')}</DialogTitle>
        <DialogDescription>{_('shell.drawer.description')}</DialogDescription>
        <DrawerNav aria-label={_('shell.drawer.nav')}>
          {HEADER_LINKS.map((link) => (
            <NavItem key={link.to} to={link.to} end={link.to === '/'} onClick={close}>
              {_(link.label)}
            </NavItem>
          ))}
          <NavItem to={KNOWLEDGE_HUB.to} onClick={close}>
            {_(KNOWLEDGE_HUB.label)}
          </NavItem>
          <NavItem to={TRY_DEMO.to} onClick={close}>
            {_(TRY_DEMO.label)}
          </NavItem>
          <ActionLink to={INVEST_NOW.to} $variant="accent" $block onClick={close}>
            {_(INVEST_NOW.label)}
          </ActionLink>
          <LanguageSwitch onChoose={close} />
        </DrawerNav>
        <StoreScope>
          <DrawerAccount onDone={close} />
        </StoreScope>
      </DialogContent>
    </Dialog>
  );
}
