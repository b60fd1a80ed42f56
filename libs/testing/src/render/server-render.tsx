import { I18nProvider } from '@invest/platform';
import type { PlatformStore } from '@invest/platform/store';
import { theme } from '@invest/ui';
import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { Provider } from 'react-redux';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { testI18n } from './test-i18n.js';

const withProviders = (store: PlatformStore, children: ReactNode) => (
  <Provider store={store}>
    <I18nProvider i18n={testI18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nProvider>
  </Provider>
);

/**
 * A remote's page at `path` as a server renders it (static router, `store` as filled by `serverData`): the HTML a
 * browser without JavaScript shows. The routes must be preloaded (`preloadRoutes`).
 */
export async function renderOnServer(routes: RouteObject[], path: string, store: PlatformStore): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(withProviders(store, <StaticRouterProvider router={router} context={context} hydrate={false} />));
}

/**
 * Hydrates server HTML in the browser (jsdom) with a memory router at `path`, as the shell does, and gives every
 * difference React found between the server's markup and the browser's first render: the text or elements it had to
 * render afresh (recoverable errors) and the attributes it only warns about. None, for a hydration-safe page.
 */
export async function hydrateInBrowser(
  routes: RouteObject[],
  html: string,
  path: string,
  store: PlatformStore,
): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const logError = console.error.bind(console);
  const warnings = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (/hydrat/i.test(message)) errors.push(message);
    else logError(...args);
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const root = await act(async () =>
    hydrateRoot(container, withProviders(store, <RouterProvider router={router} />), { onRecoverableError: (error) => errors.push(error) }),
  );
  warnings.mockRestore();
  afterHydration.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, errors };
}

const afterHydration: Array<() => void> = [];

/** Unmounts what `hydrateInBrowser` mounted (call in `afterEach`). */
export function unmountHydrated(): void {
  for (const unmount of afterHydration.splice(0)) unmount();
}
