import { findOwner, localeBasename, LOCALE_TAGS, splitLocale } from '@invest/mf/runtime';
import { BRAND_CATALOG, createI18n, i18nOf, loadPlatformStore, providePageI18n, setPlatformStoreLoader } from '@invest/platform';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import { Providers } from './app/providers.js';
import { ShellReady } from './app/shell-ready.js';
import { SHELL_CATALOGS } from './i18n/shell-catalogs.js';
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
    await resolveInitialRoutes(routes, splitLocale(pathname).path);
  } catch (error) {
    console.warn('[shell] the first page could not be prepared for hydration; rendering it in the browser', error);
    return null;
  }
  return routes;
}

/** The server's public data into the store, once the page's chunks (and so their endpoints) have loaded. */
async function restoreServerData(state: SsrState): Promise<void> {
  const [{ restoreQueries }, store] = await Promise.all([import('./app/client-store.js'), loadPlatformStore()]);
  restoreQueries(store, state);
}

async function start() {
  // The page's language is its path's (`/hi/...`); its messages load beside everything else the first render needs.
  const { locale } = splitLocale(window.location.pathname);
  const ssr = readSsrState();
  // A page the server rendered carries its messages; any other loads its language's catalogue.
  const i18nLoading = ssr?.messages ? Promise.resolve(i18nOf(locale, [{ default: ssr.messages }])) : createI18n(locale, [SHELL_CATALOGS, BRAND_CATALOG.load]);
  // A remote's route adds its messages to it before it first renders (lazyRoute).
  providePageI18n(i18nLoading);
  // The server wrote it already; a page the browser renders alone (the dev server's) learns it here.
  document.documentElement.lang = LOCALE_TAGS[locale];
  const config = await readPlatformConfig().catch((error: unknown) => {
    console.error('[shell] the platform config could not be read; remote pages will show their fallback', error);
    return null;
  });
  const registry = createRemoteRegistry(createFederationSource(config));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // The store and Redux Toolkit load with the first part of the page that reads them (a page's route, the header's
  // account after hydration): a static page hydrates without them.
  setPlatformStoreLoader(async () => (await import('./app/client-store.js')).createClientStore());
  // A page rendered with the server's data reads the store: fetch it beside the page's own chunks.
  const serverData = ssr && ssr.queries.length > 0 ? ssr : null;
  if (serverData) void loadPlatformStore();
  const routes = ssr?.mode === 'hydrate' ? await hydratableRoutes(registry, window.location.pathname) : null;
  if (serverData) await restoreServerData(serverData);
  const i18n = await i18nLoading;
  const router = createShellRouter(registry, routes ?? undefined, localeBasename(locale));
  const app: ReactNode = (
    <StrictMode>
      <Providers registry={registry} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
      <ShellReady />
    </StrictMode>
  );
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
