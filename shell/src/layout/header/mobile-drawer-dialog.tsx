import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@invest/ui/dialog';
import { HEADER_LINKS, INVEST_NOW } from '../nav-links.js';
import { ActionLink, DrawerNav, NavItem } from './header-styles.js';

/** The drawer of the mobile menu (Radix Dialog, loaded with this file the first time the menu is opened). */
export default function MobileDrawerDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right" closeLabel="Close menu">
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription>Navigate the site</DialogDescription>
        <DrawerNav aria-label="Mobile">
          {HEADER_LINKS.map((link) => (
            <NavItem key={link.to} to={link.to} end={link.to === '/'} onClick={() => onOpenChange(false)}>
              {link.label}
            </NavItem>
          ))}
          <ActionLink to={INVEST_NOW.to} $variant="accent" $block onClick={() => onOpenChange(false)}>
            {INVEST_NOW.label}
          </ActionLink>
        </DrawerNav>
      </DialogContent>
    </Dialog>
  );
}
