import type { RouteObject } from 'react-router-dom';

/** How long a test file may spend importing its pages once, before its tests (a cold module graph on a busy machine). */
export const PRELOAD_TIMEOUT_MS = 60_000;

/**
 * Resolves every lazy page of a route table ahead of the tests (in `beforeAll`) and writes what it resolved into the
 * route objects in place of `lazy`, so the router renders each page in the same pass as `render()`: a test's waits
 * are for what the page does (its requests, its timers), never for an import or a Suspense round on a busy machine.
 * `beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS)`.
 */
export async function preloadRoutes(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') {
        const resolved = await route.lazy();
        Object.assign(route, resolved, { lazy: undefined });
      }
      if (route.children) await preloadRoutes(route.children);
    }),
  );
}

/**
 * The wait for a whole lazily loaded page to appear, for the route-table tests only (per call): a full page is a large
 * DOM for `*ByRole` queries on a shared 2-core machine. Every other query keeps Testing Library's 1 s default.
 */
export const PAGE_APPEARS = { timeout: 5000 } as const;
