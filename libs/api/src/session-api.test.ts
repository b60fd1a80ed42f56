import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { api } from './api.js';
import { sessionApi } from './session-api.js';
import { stubFetch } from './test-fetch.js';

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

describe('sessionApi.getSession', () => {
  it('answers null when signed out (401)', async () => {
    stubFetch(jest.fn(async () => Response.json({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'x' }, { status: 401 })));
    const store = makeStore();
    const result = await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('answers the session when signed in', async () => {
    const session = { userId: 'u1', phoneMasked: '******3210', kycStatus: 'verified' };
    const fetchMock = jest.fn(async (_request: Request) => Response.json(session));
    stubFetch(fetchMock);
    const result = await makeStore().dispatch(sessionApi.endpoints.getSession.initiate());
    expect(result.data).toEqual(session);
    expect(fetchMock.mock.calls[0]?.[0].url).toBe('http://localhost/api/session');
  });

  it('raises other failures', async () => {
    stubFetch(jest.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })));
    const result = await makeStore().dispatch(sessionApi.endpoints.getSession.initiate());
    expect(result.error).toEqual({ status: 500, message: '500: Internal Server Error' });
  });

  it('logout posts with the CSRF header', async () => {
    const fetchMock = jest.fn(async (_request: Request) => new Response(null, { status: 204 }));
    stubFetch(fetchMock);
    await makeStore().dispatch(sessionApi.endpoints.logout.initiate());
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://localhost/api/session/logout');
    expect(request?.headers.get('x-requested-with')).toBe('invest-web');
  });

  it('logout leaves the cached session signed out, and keeps it when the call fails', async () => {
    const session = { userId: 'u1', phoneMasked: '******3210', kycStatus: 'verified' };
    let logoutStatus = 500;
    let signedIn = true;
    stubFetch(
      jest.fn(async (request: Request) => {
        if (request.method === 'POST') {
          if (logoutStatus === 204) signedIn = false;
          return new Response(null, { status: logoutStatus });
        }
        return signedIn ? Response.json(session) : Response.json({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'x' }, { status: 401 });
      }),
    );
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    const cached = () => sessionApi.endpoints.getSession.select()(store.getState()).data;
    expect(cached()).toEqual(session);

    await store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(cached()).toEqual(session);

    logoutStatus = 204;
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    await waitFor(() => expect(cached()).toBeNull());
  });
});
