import { BRAND, useBrandWords, useI18n } from '@invest/platform';
import { DeferredAccount } from '../account/deferred-account.js';
import { HEADER_LINKS, INVEST_NOW, KNOWLEDGE_HUB, TRY_DEMO } from '../nav-links.js';
import { ActionLink, BrandLink, DesktopNav, HeaderActions, HeaderBar, HeaderInner, NavItem, QuietActionLink, SecuredBadge } from './header-styles.js';
import { LanguageSwitch } from './language-switch.js';
import { LockIcon } from './lock-icon.js';
import { MobileDrawer } from './mobile-drawer.js';
import { useScrolled } from './use-scrolled.js';

/**
 * Transparent at the top, opaque once scrolled past 20 px; the current route is highlighted. The account ("Sign in", or
 * the masked phone and its menu) follows the store's session, so a sign-in or sign-out anywhere shows here at once; it
 * loads after hydration with the store (deferred-account.tsx).
 * Below 1280 px the links, the Knowledge Hub and Try Demo move into the drawer; below 768 px Invest Now and the
 * account do too (header-styles.ts).
 */
export function Header() {
  const scrolled = useScrolled();
  const { _ } = useI18n();
  const words = useBrandWords();
  return (
    <HeaderBar data-scrolled={scrolled ? 'true' : 'false'}>
      <HeaderInner>
        {/* Its name is its visible text (WCAG 2.5.3, label in name): no aria-label that would differ. */}
        <BrandLink to="/">
          {BRAND.name}
          <small>{words.tagline}</small>
        </BrandLink>
        <DesktopNav aria-label={_('shell.nav.main')}>
          {HEADER_LINKS.map((link) => (
            <NavItem key={link.to} to={link.to} end={link.to === '/'}>
              {_(link.label)}
            </NavItem>
          ))}
        </DesktopNav>
        <HeaderActions>
          <SecuredBadge title={_('shell.header.securedTitle')}>
            <LockIcon />
            {_('shell.header.secured')}
          </SecuredBadge>
          <QuietActionLink to={KNOWLEDGE_HUB.to} $variant="ghost" $size="sm" data-hide="collapsed">
            {_(KNOWLEDGE_HUB.label)}
          </QuietActionLink>
          <ActionLink to={TRY_DEMO.to} $variant="outline" $size="sm" data-hide="collapsed">
            {_(TRY_DEMO.label)}
          </ActionLink>
          <ActionLink to={INVEST_NOW.to} $variant="accent" $size="sm" data-hide="mobile">
            {_(INVEST_NOW.label)}
          </ActionLink>
          <LanguageSwitch hide="mobile" />
          <DeferredAccount />
        </HeaderActions>
        <MobileDrawer />
      </HeaderInner>
    </HeaderBar>
  );
}
