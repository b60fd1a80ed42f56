import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RemoteRegistry } from '../remotes/remote-registry.js';
import { createRemoteDiscovery, createShellRoutes } from './shell-routes.js';

/**
 * The browser's router. `routes` are given when the first page is hydrated (its remote's routes already in them,
 * resolved): the router then starts on that page with nothing to load.
 */
export function createShellRouter(registry: RemoteRegistry, routes?: RouteObject[]) {
  return createBrowserRouter(routes ?? createShellRoutes(), {
    patchRoutesOnNavigation: createRemoteDiscovery(registry),
    // No loaders anywhere: a hydrated first page has no data for the router to wait for.
    ...(routes ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {}),
  });
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
