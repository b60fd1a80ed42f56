import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_META } from './route-meta.js';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/demo', ROUTE_META['/demo'], () => import('./features/sign-up/demo-page.js')),
  lazyRoute('/demo/products', ROUTE_META['/demo/products'], () => import('./features/products/demo-products-page.js')),
  lazyRoute('/demo/kyc', ROUTE_META['/demo/kyc'], () => import('./features/kyc/demo-kyc-page.js')),
  lazyRoute('/demo/payment', ROUTE_META['/demo/payment'], () => import('./features/payment/demo-payment-page.js')),
  lazyRoute('/demo/dashboard', ROUTE_META['/demo/dashboard'], () => import('./features/dashboard/demo-dashboard-page.js')),
];

export default routes;
