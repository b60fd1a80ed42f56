import { BRAND } from '@invest/platform';
import { HEADER_LINKS, INVEST_NOW, TRY_DEMO } from '../nav-links.js';
import {
  ActionLink,
  BrandLink,
  DesktopNav,
  HeaderActions,
  HeaderBar,
  HeaderInner,
  NavItem,
  SecuredBadge,
} from './header-styles.js';
import { LockIcon } from './lock-icon.js';
import { MobileDrawer } from './mobile-drawer.js';
import { useScrolled } from './use-scrolled.js';

/** Transparent at the top, opaque once scrolled past 20 px; the current route is highlighted. */
export function Header() {
  const scrolled = useScrolled();
  return (
    <HeaderBar data-scrolled={scrolled ? 'true' : 'false'}>
      <HeaderInner>
        {/* Its name is its visible text (WCAG 2.5.3, label in name): no aria-label that would differ. */}
        <BrandLink to="/">
          {BRAND.name}
          <small>{BRAND.tagline}</small>
        </BrandLink>
        <DesktopNav aria-label="Main">
          {HEADER_LINKS.map((link) => (
            <NavItem key={link.to} to={link.to} end={link.to === '/'}>
              {link.label}
            </NavItem>
          ))}
        </DesktopNav>
        <HeaderActions>
          <SecuredBadge title="Secure connection">
            <LockIcon />
            Secured
          </SecuredBadge>
          <ActionLink to="/knowledge-hub" $variant="ghost" $size="sm">
            Knowledge Hub
          </ActionLink>
          <ActionLink to={TRY_DEMO.to} $variant="outline" $size="sm">
            {TRY_DEMO.label}
          </ActionLink>
          <ActionLink to={INVEST_NOW.to} $variant="accent" $size="sm">
            {INVEST_NOW.label}
          </ActionLink>
        </HeaderActions>
        <MobileDrawer />
      </HeaderInner>
    </HeaderBar>
  );
}
