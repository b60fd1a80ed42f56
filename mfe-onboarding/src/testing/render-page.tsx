import { beforeAll } from '@jest/globals';
import { preloadRoutes, PRELOAD_TIMEOUT_MS, renderRoutes } from '@invest/testing';
import { routes } from '../routes.js';

// A test file using these routes imports their pages once, before its tests: a test's wait is for the page, not the import.
beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS);

/** Renders the remote's routes at `path` with a fresh store, the theme, a toast host, and stand-ins for /payment and other remotes' pages. */
export function renderRoute(path: string) {
  return renderRoutes(routes, {
    path,
    hydrateFallback: <p>Loading</p>,
    standIns: [
      { path: '/payment', element: <h1>Payment page</h1> },
      { path: '*', element: <h1>Another remote’s page</h1> },
    ],
  });
}
