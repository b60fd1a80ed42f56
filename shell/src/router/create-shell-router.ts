import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RemoteRegistry } from '../remotes/remote-registry.js';
import { createRemoteDiscovery, createShellRoutes } from './shell-routes.js';

/**
 * The browser's router. `routes` are given when the first page is hydrated (its remote's routes already in them,
 * resolved): the router then starts on that page with nothing to load. `basename` is the page's language prefix
 * (`/hi`, or '' for English): every route and link is written without it.
 */
export function createShellRouter(registry: RemoteRegistry, routes?: RouteObject[], basename = '') {
  return createBrowserRouter(routes ?? createShellRoutes(), {
    ...(basename ? { basename } : {}),
    patchRoutesOnNavigation: createRemoteDiscovery(registry),
    // No loaders anywhere: a hydrated first page has no data for the router to wait for.
    ...(routes ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {}),
  });
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
