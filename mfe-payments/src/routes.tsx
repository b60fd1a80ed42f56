import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';
import { PAYMENTS_CATALOG } from './payments-catalog.js';
import { ROUTE_META } from './route-meta.js';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/payment', ROUTE_META['/payment'], () => import('./features/payment/components/payment-page.js'), {
    // The page is rendered in the browser only (signed in): its catalogue is loaded with its chunk, before it renders.
    messages: { catalog: PAYMENTS_CATALOG, title: 'payments.payment.meta.title', description: 'payments.payment.meta.description' },
  }),
];

export default routes;
