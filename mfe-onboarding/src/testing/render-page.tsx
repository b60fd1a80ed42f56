import { createPlatformStore } from '@invest/platform';
import { theme, ToastHost } from '@invest/ui';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { routes } from '../routes.js';

/** Renders the remote's routes at `path` with a fresh store, the theme, a toast host, and stand-ins for /payment and other remotes' pages. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p>Loading</p>,
        children: [...routes, { path: '/payment', element: <h1>Payment page</h1> }, { path: '*', element: <h1>Another remote’s page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  const store = createPlatformStore();
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
        <ToastHost />
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, router, store };
}
