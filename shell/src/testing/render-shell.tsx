import { localeBasename, type Locale, type RemoteKey } from '@invest/mf/runtime';
import { createPlatformStore } from '@invest/platform/store';
import { jest } from '@jest/globals';
import { fakeApi, signedOut } from '@invest/testing';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Providers } from '../app/providers.js';
import type { RemoteRoutesSource } from '../remotes/federation.js';
import { createRemoteRegistry } from '../remotes/remote-registry.js';
import { createRemoteDiscovery, createShellRoutes } from '../router/shell-routes.js';
import { shellI18n } from './shell-i18n.js';

/** The API behind `fetch` for a visitor: every call answers 401 (the shell's session query asks `/api/session`). */
export function stubApi() {
  return fakeApi({}, { otherwise: signedOut('Sign in') });
}

export type LoadRoutes = (key: RemoteKey) => Promise<RouteObject[]>;

/**
 * The real shell (routes, layout, registry, providers; the store as the server gives it) on a memory router, with the loader
 * boundary mocked: `loadRoutes` stands in for Module Federation.
 */
export function renderShell(path: string, loadRoutes: LoadRoutes, locale: Locale = 'en') {
  stubApi();
  const source: RemoteRoutesSource = { loadRoutes: jest.fn(loadRoutes), resetRemote: jest.fn<(key: RemoteKey) => void>() };
  const registry = createRemoteRegistry(source);
  const router = createMemoryRouter(createShellRoutes(), {
    initialEntries: [path],
    ...(localeBasename(locale) ? { basename: localeBasename(locale) } : {}),
    patchRoutesOnNavigation: createRemoteDiscovery(registry),
  });
  const store = createPlatformStore();
  const view = render(
    <Provider store={store}>
      <Providers registry={registry} i18n={shellI18n(locale)}>
        <RouterProvider router={router} />
      </Providers>
    </Provider>,
  );
  return { ...view, router, source, registry };
}

/** A remote route table like the ones remotes expose: absolute path, title, lazy page. */
export function fakeRoutes(pages: Array<[path: string, heading: string]>): RouteObject[] {
  return pages.map(([path, heading]) => ({
    path,
    handle: { title: heading },
    lazy: async () => ({ Component: () => <h1>{heading}</h1> }),
  }));
}
