import { lazyRoute, type PageMessages } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';
import { PRODUCTS_CATALOG } from './products-catalog.js';
import { ROUTE_META } from './route-meta.js';

/** A page's messages: this remote's catalogue, with the page's title and description (`products.<page>.meta.…`). */
const messagesOf = (page: string): { messages: PageMessages } => ({
  messages: { catalog: PRODUCTS_CATALOG, title: `products.${page}.meta.title`, description: `products.${page}.meta.description` },
});

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/products', ROUTE_META['/products'], () => import('./features/catalogue/products-page.js'), messagesOf('products')),
  lazyRoute('/fixed-deposits', ROUTE_META['/fixed-deposits'], () => import('./features/fixed-deposits/fixed-deposits-page.js'), messagesOf('fixedDeposits')),
  lazyRoute('/bonds', ROUTE_META['/bonds'], () => import('./features/bonds/bonds-page.js'), messagesOf('bonds')),
  lazyRoute('/mutual-funds', ROUTE_META['/mutual-funds'], () => import('./features/mutual-funds/mutual-funds-page.js'), messagesOf('mutualFunds')),
  lazyRoute('/real-estate', ROUTE_META['/real-estate'], () => import('./features/real-estate/real-estate-page.js'), messagesOf('realEstate')),
  lazyRoute('/gold', ROUTE_META['/gold'], () => import('./features/gold/gold-page.js'), messagesOf('gold')),
  lazyRoute('/sdi', ROUTE_META['/sdi'], () => import('./features/sdi/sdi-page.js'), messagesOf('sdi')),
  lazyRoute('/calculator', ROUTE_META['/calculator'], () => import('./features/calculator/calculator-page.js'), messagesOf('calculator')),
  lazyRoute('/knowledge-hub', ROUTE_META['/knowledge-hub'], () => import('./features/knowledge-hub/knowledge-hub-page.js'), messagesOf('knowledgeHub')),
];

export default routes;
