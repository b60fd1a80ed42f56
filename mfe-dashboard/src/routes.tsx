import { lazyRoute } from '@invest/platform';
import type { RouteObject } from 'react-router-dom';

/** Exposed as `./routes`: every route this remote owns (ARCHITECTURE.md section 2), absolute paths, lazy pages. */
export const routes: RouteObject[] = [
  lazyRoute('/dashboard', 'Dashboard', () => import('./features/portfolio/dashboard-page.js')),
];

export default routes;
