import { beforeAll } from '@jest/globals';
import type { PlatformStore } from '@invest/platform/store';
import { preloadRoutes, PRELOAD_TIMEOUT_MS, renderRoutes } from '@invest/testing';
import { useLocation } from 'react-router-dom';
import { routes } from '../routes.js';

// A test file using these routes imports their pages once, before its tests: a test's wait is for the page, not the import.
beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS);

function Landing({ title }: { title: string }) {
  const { pathname } = useLocation();
  return <h1>{`${title} at ${pathname}`}</h1>;
}

/** Renders this remote's routes at `path` with the theme and a fresh store (or `store`); /payment and /kyc are stand-ins. */
export function renderRoute(path: string, store?: PlatformStore) {
  return renderRoutes(routes, {
    path,
    store,
    hydrateFallback: <p>Loading</p>,
    toasts: false,
    standIns: [
      { path: '/payment', element: <Landing title="Payment page" /> },
      { path: '/kyc', element: <Landing title="KYC page" /> },
    ],
  });
}
