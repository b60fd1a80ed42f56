import { api } from '@invest/api';
import { findOwner } from '@invest/mf/runtime';
import { createPlatformStore, type PlatformStore } from '@invest/platform';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import { createApiErrorToastMiddleware } from './app/api-error-toasts.js';
import { Providers } from './app/providers.js';
import { ShellReady } from './app/shell-ready.js';
import { createFederationSource } from './remotes/federation.js';
import { readPlatformConfig } from './remotes/platform-config.js';
import { createRemoteRegistry, type RemoteRegistry } from './remotes/remote-registry.js';
import { createShellRouter } from './router/create-shell-router.js';
import { createShellRoutes, patchInto } from './router/shell-routes.js';
import type { SsrState } from './server/contract.js';
import { readSsrState } from './ssr/read-ssr-state.js';
import { resolveInitialRoutes } from './ssr/resolve-initial-routes.js';

/**
 * The shell's routes with the first page's remote already in them and the page's lazy parts resolved, so the first
 * render is the page the server rendered; null when that remote cannot be had now (the page then renders in the
 * browser, which shows the fallback and retries, as without server rendering).
 */
async function hydratableRoutes(registry: RemoteRegistry, pathname: string): Promise<RouteObject[] | null> {
  const routes = createShellRoutes();
  const owner = findOwner(pathname);
  if (owner) {
    await registry.discover(pathname, patchInto(routes));
    if (registry.getState(owner).status !== 'loaded') return null;
  }
  try {
    await resolveInitialRoutes(routes, pathname);
  } catch (error) {
    console.warn('[shell] the first page could not be prepared for hydration; rendering it in the browser', error);
    return null;
  }
  return routes;
}

/** The server's public data, put in the cache before the first render (the page does not fetch it again). */
function restoreQueries(store: PlatformStore, state: SsrState): void {
  if (state.queries.length === 0) return;
  type Entries = Parameters<typeof api.util.upsertQueryEntries>[0];
  store.dispatch(api.util.upsertQueryEntries(state.queries as unknown as Entries));
}

async function start() {
  const config = await readPlatformConfig().catch((error: unknown) => {
    console.error('[shell] the platform config could not be read; remote pages will show their fallback', error);
    return null;
  });
  const registry = createRemoteRegistry(createFederationSource(config));
  const store = createPlatformStore({ middleware: [createApiErrorToastMiddleware()] });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const ssr = readSsrState();
  const routes = ssr?.mode === 'hydrate' ? await hydratableRoutes(registry, window.location.pathname) : null;
  const router = createShellRouter(registry, routes ?? undefined);
  const app: ReactNode = (
    <StrictMode>
      <Providers store={store} registry={registry}>
        <RouterProvider router={router} />
      </Providers>
      <ShellReady />
    </StrictMode>
  );
  if (ssr) restoreQueries(store, ssr);
  if (ssr && routes) {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) => console.error('[shell] hydration', error, info.componentStack),
    });
  } else {
    // Nothing rendered on the server to take over (a client-rendered page, a fallback, the dev server's page).
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
