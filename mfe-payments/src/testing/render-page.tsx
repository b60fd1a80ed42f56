import { forgetGatewayConfig, type Locale, type PlatformGatewayConfig } from '@invest/mf/runtime';
import { I18nProvider } from '@invest/platform';
import { beforeAll } from '@jest/globals';
import { preloadRoutes, PRELOAD_TIMEOUT_MS, renderRoutes } from '@invest/testing';
import { Outlet, type RouteObject } from 'react-router-dom';
import { routes } from '../routes.js';
import { paymentsI18n } from './payments-i18n.js';

// A test file using these routes imports their pages once, before its tests: a test's wait is for the page, not the import.
beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS);

export const SANDBOX_GATEWAY_CONFIG: PlatformGatewayConfig = { checkoutScriptUrl: 'http://localhost:8090/v1/checkout.js', sandbox: true };

/** The platform config the shell's server inlines into its page (null: a page without one, as a remote standalone). */
export function inlinePlatformConfig(gateway: PlatformGatewayConfig | null): void {
  forgetGatewayConfig();
  document.getElementById('platform-config')?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'platform-config';
  block.textContent = JSON.stringify({ remotes: {}, ...(gateway ? { gateway } : {}) });
  document.head.appendChild(block);
}

const STAND_INS: RouteObject[] = [
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
  { path: '/kyc', element: <h1>KYC page</h1> },
  { path: '/kyc-verification', element: <h1>KYC verification page</h1> },
  { path: '/products', element: <h1>Products page</h1> },
];

/**
 * Renders /payment with a fresh store, the theme, a toast host, the platform config (sandbox gateway unless told)
 * and stand-ins for the pages it redirects to. In English unless told; in Hindi (`locale: 'hi'`) the page reads this
 * remote's Hindi messages, as it does under /hi.
 */
export function renderPayment(options: { gateway?: PlatformGatewayConfig | null; locale?: Locale } = {}) {
  inlinePlatformConfig(options.gateway === undefined ? SANDBOX_GATEWAY_CONFIG : options.gateway);
  if (options.locale === undefined || options.locale === 'en') return renderRoutes(routes, { path: '/payment', standIns: STAND_INS });
  const inLanguage: RouteObject = {
    element: (
      <I18nProvider i18n={paymentsI18n(options.locale)}>
        <Outlet />
      </I18nProvider>
    ),
    children: [...routes, ...STAND_INS],
  };
  return renderRoutes([inLanguage], { path: '/payment' });
}
