import { REMOTES } from '@invest/mf/ownership';
import { createPlatformStore, routeHandleOf } from '@invest/platform';
import { theme } from '@invest/ui';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { expectSearchMeta } from '@invest/testing';
import { describe, expect, it } from '@jest/globals';
import { routes } from './routes.js';
import { fakeApi } from './testing/fake-api.js';

const handleAt = (path: string) => routeHandleOf(routes.find((route) => route.path === path)?.handle);

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

describe('route metadata', () => {
  it.each([
    ['/payment', 'Payment'],
  ])('%s is titled %j and described in one or two sentences for search results', (path, title) => {
    expectSearchMeta(handleAt(path), title);
  });

  it('/payment fetches nothing on the server: the selection and the session are personal', async () => {
    const api = fakeApi();
    await expect(handleAt('/payment').loadServerData?.({ dispatch: createPlatformStore().dispatch, params: {} })).resolves.toBeUndefined();
    expect(api.requests).toEqual([]);
  });
});
