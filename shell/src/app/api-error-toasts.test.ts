import { afterEach, describe, expect, it } from '@jest/globals';
import { api } from '@invest/api';
import { providePageI18n } from '@invest/platform';
import { createPlatformStore } from '@invest/platform/store';
import { fakeApi } from '@invest/testing';
import { dismissToast, useToasts, type ToastItem } from '@invest/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { shellI18n } from '../testing/shell-i18n.js';
import { createApiErrorToastMiddleware } from './api-error-toasts.js';

const testApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    shellToastProbe: build.query<unknown, void>({ query: () => '/probe' }),
    shellToastMutation: build.mutation<unknown, void>({ query: () => ({ url: '/probe', method: 'POST' }) }),
  }),
});

/** Every toast shown while the hook is mounted, in order (a new toast replaces the visible one). */
function watchToasts() {
  const shown: ToastItem[] = [];
  const { result } = renderHook(() => {
    const toasts = useToasts();
    for (const item of toasts) if (item.open && !shown.some((seen) => seen.id === item.id)) shown.push(item);
    return toasts;
  });
  return { result, shown };
}

afterEach(() => act(() => dismissToast()));

describe('API error toasts', () => {
  it('shows a destructive toast with "<status>: <body>" for a failed query', async () => {
    fakeApi({}, { otherwise: () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }) });
    const store = createPlatformStore({ middleware: [createApiErrorToastMiddleware()] });
    const { result } = watchToasts();
    await act(() => store.dispatch(testApi.endpoints.shellToastProbe.initiate()));
    await waitFor(() => expect(result.current[0]).toMatchObject({ title: 'Error', description: '500: boom', variant: 'destructive', open: true }));
  });

  it('leaves failed mutations to the page that made them', async () => {
    fakeApi({
      'POST /api/probe': () => new Response('nope', { status: 500 }),
      'GET /api/probe': () => new Response('query failed', { status: 503 }),
    });
    const store = createPlatformStore({ middleware: [createApiErrorToastMiddleware()] });
    const { shown } = watchToasts();
    await act(() => store.dispatch(testApi.endpoints.shellToastMutation.initiate()));
    // The listener handles failures in the order they happen: once a failed query's toast shows, the mutation's
    // failure (earlier) has been handled too, and it raised none.
    await act(() => store.dispatch(testApi.endpoints.shellToastProbe.initiate()));
    await waitFor(() => expect(shown.map((item) => item.description)).toContain('503: query failed'));
    expect(shown.map((item) => item.description)).toEqual(['503: query failed']);
  });

  it('on a Hindi page, says it in Hindi: the title, and the Hindi of the server’s words', async () => {
    const refusal = {
      statusCode: 403,
      code: 'KYC_VERIFICATION_REQUIRED',
      message: 'KYC verification required. Please complete your KYC verification to proceed.',
    };
    fakeApi({}, { otherwise: () => Response.json(refusal, { status: 403 }) });
    providePageI18n(shellI18n('hi'));
    const store = createPlatformStore({ middleware: [createApiErrorToastMiddleware()] });
    const { result } = watchToasts();
    await act(() => store.dispatch(testApi.endpoints.shellToastProbe.initiate()));
    await waitFor(() => expect(result.current[0]).toMatchObject({ title: 'त्रुटि', description: 'आगे बढ़ने के लिए पहले अपना केवाईसी सत्यापन पूरा करें।', open: true }));
  });

  it('on an English page, keeps the spec’s "<status>: <body>" exactly', async () => {
    fakeApi({}, { otherwise: () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }) });
    providePageI18n(shellI18n('en'));
    const store = createPlatformStore({ middleware: [createApiErrorToastMiddleware()] });
    const { result } = watchToasts();
    await act(() => store.dispatch(testApi.endpoints.shellToastProbe.initiate()));
    await waitFor(() => expect(result.current[0]).toMatchObject({ title: 'Error', description: '500: boom', open: true }));
  });
});
