import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD_CATALOG } from './dashboard-catalog.js';
import { ROUTE_META } from './route-meta.js';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/dashboard', ROUTE_META['/dashboard'], () => import('./features/portfolio/components/dashboard-page.js'), {
    messages: { catalog: DASHBOARD_CATALOG, title: 'dashboard.meta.title', description: 'dashboard.meta.description' },
  }),
];

export default routes;
