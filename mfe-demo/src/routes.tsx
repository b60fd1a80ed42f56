import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/demo', 'Try Demo', () => import('./features/sign-up/demo-page.js')),
  lazyRoute('/demo/products', 'Demo: Products', () => import('./features/products/demo-products-page.js')),
  lazyRoute('/demo/kyc', 'Demo: KYC', () => import('./features/kyc/demo-kyc-page.js')),
  lazyRoute('/demo/payment', 'Demo: Payment', () => import('./features/payment/demo-payment-page.js')),
  lazyRoute('/demo/dashboard', 'Demo: Dashboard', () => import('./features/dashboard/demo-dashboard-page.js')),
];

export default routes;
