import { createPlatformStore } from '@invest/platform';
import { theme, ToastHost } from '@invest/ui';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { routes } from '../routes.js';

/** Renders /payment with a fresh store, the theme, a toast host and stand-ins for the pages it redirects to. */
export function renderPayment() {
  const router = createMemoryRouter(
    [
      ...routes,
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/kyc', element: <h1>KYC page</h1> },
      { path: '/kyc-verification', element: <h1>KYC verification page</h1> },
      { path: '/products', element: <h1>Products page</h1> },
    ],
    { initialEntries: ['/payment'] },
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
