import { api } from '@invest/api';
import { createPlatformStore } from '@invest/platform';
import { dismissToast, useToasts } from '@invest/ui';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../testing/render-shell.js';
import { createApiErrorToastMiddleware } from './api-error-toasts.js';

const testApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    shellToastProbe: build.query<unknown, void>({ query: () => '/probe' }),
    shellToastMutation: build.mutation<unknown, void>({ query: () => ({ url: '/probe', method: 'POST' }) }),
  }),
});

afterEach(() => dismissToast());

describe('API error toasts', () => {
  it('shows a destructive toast with "<status>: <body>" for a failed query', async () => {
    stubApi();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('boom', { status: 500, statusText: 'Internal Server Error' })));
    const store = createPlatformStore({ middleware: [createApiErrorToastMiddleware()] });
    const { result } = renderHook(() => useToasts());
    await store.dispatch(testApi.endpoints.shellToastProbe.initiate());
    await waitFor(() => expect(result.current[0]).toMatchObject({ title: 'Error', description: '500: boom', variant: 'destructive', open: true }));
  });

  it('leaves failed mutations to the page that made them', async () => {
    stubApi();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })));
    const store = createPlatformStore({ middleware: [createApiErrorToastMiddleware()] });
    const { result } = renderHook(() => useToasts());
    await store.dispatch(testApi.endpoints.shellToastMutation.initiate());
    expect(result.current.filter((item) => item.open)).toHaveLength(0);
  });
});
