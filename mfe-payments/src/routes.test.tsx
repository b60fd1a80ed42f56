import { REMOTES } from '@invest/mf/ownership';
import { routeHandleOf } from '@invest/platform';
import { createPlatformStore } from '@invest/platform/store';
import { screen } from '@testing-library/react';
import { expectSearchMeta, PAGE_APPEARS, renderRoutes } from '@invest/testing';
import { describe, expect, it } from '@jest/globals';
import { routes } from './routes.js';
import { fakeApi } from './testing/fake-api.js';

const handleAt = (path: string) => routeHandleOf(routes.find((route) => route.path === path)?.handle);

/** The page at `path` inside the providers the shell gives it (no toast host: these tests read the page only). */
const renderAt = (path: string) => renderRoutes(routes, { path, toasts: false });

describe('mfe_payments ./routes', () => {
  it('has exactly the routes the ownership table gives this remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTES.payments.paths]);
  });

  it.each([['/payment', 'Payment']])('%s renders its page', async (path, heading) => {
    fakeApi();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, PAGE_APPEARS)).toBeInTheDocument();
  });
});

describe('route metadata', () => {
  it.each([['/payment', 'Payment']])('%s is titled %j and described in one or two sentences for search results', (path, title) => {
    expectSearchMeta(handleAt(path), title);
  });

  it('/payment fetches nothing on the server: the selection and the session are personal', async () => {
    const api = fakeApi();
    await expect(handleAt('/payment').loadServerData?.({ dispatch: createPlatformStore().dispatch, params: {} })).resolves.toBeUndefined();
    expect(api.requests).toEqual([]);
  });
});
