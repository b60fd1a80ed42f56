import { forgetGatewayConfig, type PlatformGatewayConfig } from '@invest/mf/runtime';
import { beforeAll } from '@jest/globals';
import { preloadRoutes, PRELOAD_TIMEOUT_MS, renderRoutes } from '@invest/testing';
import { routes } from '../routes.js';

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

/**
 * Renders /payment with a fresh store, the theme, a toast host, the platform config (sandbox gateway unless told)
 * and stand-ins for the pages it redirects to.
 */
export function renderPayment(options: { gateway?: PlatformGatewayConfig | null } = {}) {
  inlinePlatformConfig(options.gateway === undefined ? SANDBOX_GATEWAY_CONFIG : options.gateway);
  return renderRoutes(routes, {
    path: '/payment',
    standIns: [
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/kyc', element: <h1>KYC page</h1> },
      { path: '/kyc-verification', element: <h1>KYC verification page</h1> },
      { path: '/products', element: <h1>Products page</h1> },
    ],
  });
}
