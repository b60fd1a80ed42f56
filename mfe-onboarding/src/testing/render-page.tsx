import { beforeAll } from '@jest/globals';
import type { Locale } from '@invest/mf/runtime';
import { I18nProvider } from '@invest/platform';
import { preloadRoutes, PRELOAD_TIMEOUT_MS, renderRoutes } from '@invest/testing';
import { Outlet, type RouteObject } from 'react-router-dom';
import { routes } from '../routes.js';
import { onboardingI18n } from './onboarding-i18n.js';

// A test file using these routes imports their pages once, before its tests: a test's wait is for the page, not the import.
beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS);

/**
 * The remote's routes in `locale`: English as the shell gives them (the tests' page instance, into which each route
 * loads this remote's catalogue), another language under a layout that gives that language's messages, as the
 * shell's instance for a `/hi/...` page does.
 */
function routesIn(locale: Locale): RouteObject[] {
  if (locale === 'en') return routes;
  return [
    {
      element: (
        <I18nProvider i18n={onboardingI18n(locale)}>
          <Outlet />
        </I18nProvider>
      ),
      children: routes,
    },
  ];
}

/**
 * Renders the remote's routes at `path` (in `locale`, English by default) with a fresh store, the theme, a toast host,
 * and stand-ins for /payment and other remotes' pages.
 */
export function renderRoute(path: string, locale: Locale = 'en') {
  return renderRoutes(routesIn(locale), {
    path,
    hydrateFallback: <p>Loading</p>,
    standIns: [
      { path: '/payment', element: <h1>Payment page</h1> },
      { path: '*', element: <h1>Another remote’s page</h1> },
    ],
  });
}
