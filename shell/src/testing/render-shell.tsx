import type { RemoteKey } from '@invest/mf/runtime';
import { createPlatformStore } from '@invest/platform';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { Providers } from '../app/providers.js';
import type { RemoteRoutesSource } from '../remotes/federation.js';
import { createRemoteRegistry } from '../remotes/remote-registry.js';
import { createRemoteDiscovery, createShellRoutes } from '../router/shell-routes.js';

/** Node's Request rejects relative URLs; the shell's session query uses `/api/session`. */
export function stubApi(): void {
  const NodeRequest = globalThis.Request;
  class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Sign in' }, { status: 401 })),
  );
}

export type LoadRoutes = (key: RemoteKey) => Promise<RouteObject[]>;

/**
 * The real shell (routes, layout, registry, providers) on a memory router, with the loader
 * boundary mocked: `loadRoutes` stands in for Module Federation.
 */
export function renderShell(path: string, loadRoutes: LoadRoutes) {
  stubApi();
  const source: RemoteRoutesSource = { loadRoutes: vi.fn(loadRoutes), resetRemote: vi.fn() };
  const registry = createRemoteRegistry(source);
  const router = createMemoryRouter(createShellRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: createRemoteDiscovery(registry),
  });
  const store = createPlatformStore();
  const view = render(
    <Providers store={store} registry={registry}>
      <RouterProvider router={router} />
    </Providers>,
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
