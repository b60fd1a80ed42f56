import { createPlatformStore } from '@invest/platform';
import { theme } from '@invest/ui';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { routes } from '../routes.js';

function Landing({ title }: { title: string }) {
  const { pathname } = useLocation();
  return <h1>{`${title} at ${pathname}`}</h1>;
}

/** Renders this remote's routes at `path` with a fresh store and the theme; /payment and /kyc are stand-ins. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          ...routes,
          { path: '/payment', element: <Landing title="Payment page" /> },
          { path: '/kyc', element: <Landing title="KYC page" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const store = createPlatformStore();
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, router, store };
}
