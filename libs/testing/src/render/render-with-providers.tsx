import { I18nProvider } from '@invest/platform';
import { createPlatformStore, type PlatformStore } from '@invest/platform/store';
import { theme, ToastHost } from '@invest/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { testI18n } from './test-i18n.js';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderRoutesOptions {
  /** Where the memory router starts. */
  path: string;
  /** Stand-ins for other remotes' pages the routes link or redirect to. */
  standIns?: RouteObject[];
  /** Wrap the routes in a layout route with this hydrate fallback (for lazy routes). */
  hydrateFallback?: ReactElement;
  /** Render the toast host beside the router, as the shell does (default true). */
  toasts?: boolean;
  /** The store (default: a fresh `createPlatformStore()`). */
  store?: PlatformStore;
}

export interface RenderedRoutes extends RenderResult {
  router: TestRouter;
  store: PlatformStore;
}

/**
 * Renders a route table on a memory router inside the platform's providers as the shell gives them: the store,
 * the page's messages (English), the theme and (unless told) the toast host.
 */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions): RenderedRoutes {
  const table = [...routes, ...(options.standIns ?? [])];
  const router = createMemoryRouter(options.hydrateFallback ? [{ hydrateFallbackElement: options.hydrateFallback, children: table }] : table, {
    initialEntries: [options.path],
  });
  const store = options.store ?? createPlatformStore();
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={testI18n}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
          {options.toasts === false ? null : <ToastHost />}
        </ThemeProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...view, router, store };
}

/** Renders one page at `path` (anything else shows "elsewhere") with the store, the theme and the toast host. */
export function renderPage(element: ReactElement, path = '/', options: Omit<RenderRoutesOptions, 'path'> = {}): RenderedRoutes {
  return renderRoutes([{ path, element }], { ...options, path, standIns: [...(options.standIns ?? []), { path: '*', element: <p>elsewhere</p> }] });
}
