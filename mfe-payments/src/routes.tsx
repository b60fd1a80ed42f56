import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_META } from './route-meta.js';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [lazyRoute('/payment', ROUTE_META['/payment'], () => import('./features/payment/components/payment-page.js'))];

export default routes;
