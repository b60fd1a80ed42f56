import { REMOTES } from '@invest/mf/ownership';
import { createPlatformStore } from '@invest/platform';
import { theme } from '@invest/ui';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from '@jest/globals';
import { routes } from './routes.js';
import { fakeApi } from './testing/fake-api.js';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Provider store={createPlatformStore()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
}

describe('mfe_payments ./routes', () => {
  it('has exactly the routes the ownership table gives this remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTES.payments.paths]);
  });

  it.each([
    ['/payment', 'Payment'],
  ])('%s renders its page', async (path, heading) => {
    fakeApi();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
