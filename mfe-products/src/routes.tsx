import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_META } from './route-meta.js';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/products', ROUTE_META['/products'], () => import('./features/catalogue/products-page.js')),
  lazyRoute('/fixed-deposits', ROUTE_META['/fixed-deposits'], () => import('./features/fixed-deposits/fixed-deposits-page.js')),
  lazyRoute('/bonds', ROUTE_META['/bonds'], () => import('./features/bonds/bonds-page.js')),
  lazyRoute('/mutual-funds', ROUTE_META['/mutual-funds'], () => import('./features/mutual-funds/mutual-funds-page.js')),
  lazyRoute('/real-estate', ROUTE_META['/real-estate'], () => import('./features/real-estate/real-estate-page.js')),
  lazyRoute('/gold', ROUTE_META['/gold'], () => import('./features/gold/gold-page.js')),
  lazyRoute('/sdi', ROUTE_META['/sdi'], () => import('./features/sdi/sdi-page.js')),
  lazyRoute('/calculator', ROUTE_META['/calculator'], () => import('./features/calculator/calculator-page.js')),
  lazyRoute('/knowledge-hub', ROUTE_META['/knowledge-hub'], () => import('./features/knowledge-hub/knowledge-hub-page.js')),
];

export default routes;
