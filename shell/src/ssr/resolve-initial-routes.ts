import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Resolves, in place, the lazy parts of the routes `pathname` matches, as react-router would on a first navigation,
 * so the first render in the browser is the page itself: the markup the server sent, ready to hydrate.
 */
export async function resolveInitialRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const route = match.route;
    if (typeof route.lazy !== 'function') continue;
    const resolved = await route.lazy();
    Object.assign(route, resolved);
    route.lazy = undefined;
  }
}
