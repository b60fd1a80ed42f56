import { REMOTE_KEYS } from '@invest/mf/runtime';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/layout.js';
import { RootErrorPage } from '../pages/root-error-page.js';
import { UnmatchedRoute } from '../pages/unmatched-route.js';
import { RemoteOutlet } from '../pages/remote-outlet.js';
import { RemoteUnavailable } from '../pages/remote-unavailable.js';
import { remoteRouteId, type PatchRoutes, type RemoteRegistry } from '../remotes/remote-registry.js';
import { NOT_FOUND_ROUTE_ID } from './route-handle.js';

/**
 * The shell's own route tree: the layout, one empty pathless route per remote (its routes are
 * patched in when first visited) and the catch-all that renders 404 or a remote's fallback.
 */
export function createShellRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Layout />,
      errorElement: <RootErrorPage />,
      hydrateFallbackElement: <Layout loading />,
      children: [
        ...REMOTE_KEYS.map((key): RouteObject => ({
          id: remoteRouteId(key),
          element: <RemoteOutlet remoteKey={key} />,
          errorElement: <RemoteUnavailable remoteKey={key} />,
          children: [],
        })),
        { id: NOT_FOUND_ROUTE_ID, path: '*', element: <UnmatchedRoute /> },
      ],
    },
  ];
}

/**
 * Writes a remote's routes into a shell route tree before any router exists (the server's render, the browser's
 * hydration): the registry's `patch` for `createShellRoutes()`'s own objects.
 */
export function patchInto(routes: RouteObject[]): PatchRoutes {
  return (routeId, children) => {
    const remoteRoute = routes[0]?.children?.find((route) => route.id === routeId);
    if (remoteRoute) remoteRoute.children = children;
  };
}

/** react-router's `patchRoutesOnNavigation`, backed by the registry. */
export function createRemoteDiscovery(registry: RemoteRegistry) {
  return ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) =>
    registry.discover(path, (routeId, routes) => patch(routeId, routes));
}
