import { beforeAll } from '@jest/globals';
import { I18nProvider } from '@invest/platform';
import { createPlatformStore, type PlatformStore } from '@invest/platform/store';
import { preloadRoutes, PRELOAD_TIMEOUT_MS, renderRoutes } from '@invest/testing';
import { theme } from '@invest/ui';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { routes } from '../routes.js';
import { productsI18n } from './products-i18n.js';

// A test file using these routes imports their pages once, before its tests: a test's wait is for the page, not the import.
beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS);

function Landing({ title }: { title: string }) {
  const { pathname } = useLocation();
  return <h1>{`${title} at ${pathname}`}</h1>;
}

const STAND_INS = [
  { path: '/payment', element: <Landing title="Payment page" /> },
  { path: '/kyc', element: <Landing title="KYC page" /> },
];

/** Renders this remote's routes at `path` with the theme and a fresh store (or `store`); /payment and /kyc are stand-ins. */
export function renderRoute(path: string, store?: PlatformStore) {
  return renderRoutes(routes, { path, store, hydrateFallback: <p>Loading</p>, toasts: false, standIns: STAND_INS });
}

/**
 * This remote's routes at `path` (without its language prefix, as the router's basename takes it off) as a Hindi page
 * renders them: the page's instance in Hindi, holding this remote's messages as the route brings them.
 */
export function renderRouteInHindi(path: string) {
  const router = createMemoryRouter([{ hydrateFallbackElement: <p>Loading</p>, children: [...routes, ...STAND_INS] }], { initialEntries: [path] });
  return render(
    <Provider store={createPlatformStore()}>
      <I18nProvider i18n={productsI18n('hi')}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nProvider>
    </Provider>,
  );
}
