import { buttonStyles, type ButtonStyleProps } from '@invest/ui';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: transparent;
  border-bottom: 1px solid transparent;
  transition:
    background ${({ theme }) => theme.motion.normal},
    box-shadow ${({ theme }) => theme.motion.normal};

  &[data-scrolled='true'] {
    background: ${({ theme }) => theme.colors.headerOpaque};
    border-bottom-color: ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.md};
    backdrop-filter: blur(8px);
  }
`;

/**
 * Below 1280 px the header's links, the Knowledge Hub and Try Demo move into the menu drawer: on one line with the
 * brand, the Secured badge, Invest Now and the account they need about 1,250 px (measured with Chromium's fonts).
 */
export const HEADER_COLLAPSED = '@media (max-width: 1279.98px)';

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  /* Wider than the page's content: the full header needs the room. */
  max-width: 1440px;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

export const BrandLink = styled(Link)`
  display: grid;
  flex: none;
  line-height: 1.1;
  /* The name stays on one line (it wrapped at 1280 px once the header filled up). */
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;

  small {
    font-size: 0.6rem;
    letter-spacing: 0.08em;
    /* The gold accent is 2.2:1 on white: too faint for 0.6rem text (WCAG 1.4.3 asks 4.5:1). */
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const DesktopNav = styled.nav`
  display: flex;
  flex: 1 0 auto;
  align-items: center;
  gap: 2px;

  a {
    padding: 8px;
    font-size: 0.9375rem;
  }

  ${HEADER_COLLAPSED} {
    display: none;
  }
`;

export const NavItem = styled(NavLink)`
  padding: 8px 12px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
  }
`;

/** What hides where: `data-hide="collapsed"` below 1280 px (it is in the drawer), `data-hide="mobile"` below 768 px. */
export const HeaderActions = styled.div`
  display: flex;
  flex: none;
  margin-left: auto;
  align-items: center;
  gap: 6px;

  ${HEADER_COLLAPSED} {
    & > [data-hide='collapsed'] {
      display: none;
    }
  }
  ${({ theme }) => theme.media.mobile} {
    & > [data-hide='mobile'] {
      display: none;
    }
  }
`;

export const ActionLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A quiet text-like action (the Knowledge Hub): a button's look with less padding. */
export const QuietActionLink = styled(ActionLink)`
  padding-inline: 8px;
`;

export const SecuredBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 4px;
  padding: 4px 8px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ theme }) => theme.tones.green.foreground};
  background: ${({ theme }) => theme.tones.green.background};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const MenuButton = styled.button`
  display: none;
  width: 44px;
  height: 44px;
  font-size: 1.4rem;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  ${HEADER_COLLAPSED} {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
  }
`;

export const DrawerNav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
