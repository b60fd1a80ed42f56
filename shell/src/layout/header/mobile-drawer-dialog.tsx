import { StoreScope } from '@invest/platform/store';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@invest/ui/dialog';
import { DrawerAccount } from '../account/drawer-account.js';
import { HEADER_LINKS, INVEST_NOW, KNOWLEDGE_HUB, TRY_DEMO } from '../nav-links.js';
import { ActionLink, DrawerNav, NavItem } from './header-styles.js';

/**
 * The drawer of the menu (Radix Dialog, loaded with this file the first time the menu is opened), below 1280 px: the
 * header's links, the Knowledge Hub, Try Demo, Invest Now, and the account.
 */
export default function MobileDrawerDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right" closeLabel="Close menu">
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription>Navigate the site</DialogDescription>
        <DrawerNav aria-label="Mobile">
          {HEADER_LINKS.map((link) => (
            <NavItem key={link.to} to={link.to} end={link.to === '/'} onClick={close}>
              {link.label}
            </NavItem>
          ))}
          <NavItem to={KNOWLEDGE_HUB.to} onClick={close}>
            {KNOWLEDGE_HUB.label}
          </NavItem>
          <NavItem to={TRY_DEMO.to} onClick={close}>
            {TRY_DEMO.label}
          </NavItem>
          <ActionLink to={INVEST_NOW.to} $variant="accent" $block onClick={close}>
            {INVEST_NOW.label}
          </ActionLink>
        </DrawerNav>
        <StoreScope>
          <DrawerAccount onDone={close} />
        </StoreScope>
      </DialogContent>
    </Dialog>
  );
}
