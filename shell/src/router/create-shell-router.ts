import { createBrowserRouter } from 'react-router-dom';
import type { RemoteRegistry } from '../remotes/remote-registry.js';
import { createRemoteDiscovery, createShellRoutes } from './shell-routes.js';

export function createShellRouter(registry: RemoteRegistry) {
  return createBrowserRouter(createShellRoutes(), {
    patchRoutesOnNavigation: createRemoteDiscovery(registry),
  });
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
