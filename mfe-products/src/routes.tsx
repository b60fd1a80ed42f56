import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/products', 'Products', () => import('./features/catalogue/products-page.js')),
  lazyRoute('/fixed-deposits', 'Fixed Deposits', () => import('./features/fixed-deposits/fixed-deposits-page.js')),
  lazyRoute('/bonds', 'Bonds', () => import('./features/bonds/bonds-page.js')),
  lazyRoute('/mutual-funds', 'Mutual Funds', () => import('./features/mutual-funds/mutual-funds-page.js')),
  lazyRoute('/real-estate', 'Real Estate', () => import('./features/real-estate/real-estate-page.js')),
  lazyRoute('/gold', 'Premium Gold', () => import('./features/gold/gold-page.js')),
  lazyRoute('/sdi', 'SDI', () => import('./features/sdi/sdi-page.js')),
  lazyRoute('/calculator', 'FD Calculator', () => import('./features/calculator/calculator-page.js')),
  lazyRoute('/knowledge-hub', 'Knowledge Hub', () => import('./features/knowledge-hub/knowledge-hub-page.js')),
];

export default routes;
