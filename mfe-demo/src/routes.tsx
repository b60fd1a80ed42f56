import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';
import { DEMO_CATALOG } from './demo-catalog.js';
import { ROUTE_META } from './route-meta.js';

/** A demo page's messages: the remote's catalogue, its title and description by the page's key (`demo.meta.<page>.…`). */
const messagesOf = (page: 'signUp' | 'products' | 'kyc' | 'payment' | 'dashboard') => ({
  messages: { catalog: DEMO_CATALOG, title: `demo.meta.${page}.title`, description: `demo.meta.${page}.description` },
});

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/demo', ROUTE_META['/demo'], () => import('./features/sign-up/demo-page.js'), messagesOf('signUp')),
  lazyRoute('/demo/products', ROUTE_META['/demo/products'], () => import('./features/products/demo-products-page.js'), messagesOf('products')),
  lazyRoute('/demo/kyc', ROUTE_META['/demo/kyc'], () => import('./features/kyc/demo-kyc-page.js'), messagesOf('kyc')),
  lazyRoute('/demo/payment', ROUTE_META['/demo/payment'], () => import('./features/payment/demo-payment-page.js'), messagesOf('payment')),
  lazyRoute('/demo/dashboard', ROUTE_META['/demo/dashboard'], () => import('./features/dashboard/demo-dashboard-page.js'), messagesOf('dashboard')),
];

export default routes;
