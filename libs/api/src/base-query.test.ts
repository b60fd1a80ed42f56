import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from '@jest/globals';
import { createBaseQuery, retryOnce } from './base-query.js';
import { fakeFetch } from './test-fetch.js';

function queryApi(type: 'query' | 'mutation' = 'query', extra: unknown = undefined): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra,
    endpoint: 'test',
    type,
  };
}

describe('createBaseQuery', () => {
  it('sends cookies, the CSRF header and JSON bodies', async () => {
    const { fn, calls } = fakeFetch([() => Response.json({ investment: { id: 'inv-1' } }, { status: 201 })]);
    const baseQuery = createBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fn });
    const result = await baseQuery({ url: '/investments', method: 'POST', body: { amount: 10000 } }, queryApi('mutation'), {});
    expect(result).toMatchObject({ data: { investment: { id: 'inv-1' } } });
    expect(calls[0]).toMatchObject({ url: 'http://localhost/api/investments', method: 'POST', credentials: 'include', body: '{"amount":10000}' });
    expect(calls[0]?.headers.get('x-requested-with')).toBe('invest-web');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it("sends a server's requests to the API's origin (the store's apiOrigin), without a cookie to send", async () => {
    const { fn, calls } = fakeFetch([() => Response.json([]), () => Response.json([])]);
    const baseQuery = createBaseQuery({ fetchFn: fn });
    await baseQuery('catalogue/products', queryApi('query', { apiOrigin: 'http://api.internal:3000/' }), {});
    await baseQuery({ url: '/catalogue/product-pages/bonds' }, queryApi('query', { apiOrigin: 'http://api.internal:3000' }), {});
    expect(calls.map((call) => call.url)).toEqual([
      'http://api.internal:3000/api/catalogue/products',
      'http://api.internal:3000/api/catalogue/product-pages/bonds',
    ]);
    expect(calls[0]?.headers.get('cookie')).toBeNull();
  });

  it('keeps requests relative in the browser (no apiOrigin)', async () => {
    const { fn, calls } = fakeFetch([() => Response.json([])]);
    await createBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fn })('catalogue/products', queryApi('query', {}), {});
    expect(calls[0]?.url).toBe('http://localhost/api/catalogue/products');
  });

  it("sends the page's language as Accept-Language: on a server the store's locale, which wins over any document", async () => {
    const { fn, calls } = fakeFetch([() => Response.json([]), () => Response.json([])]);
    const baseQuery = createBaseQuery({ fetchFn: fn });
    document.documentElement.lang = 'en-IN';
    try {
      await baseQuery('catalogue/products', queryApi('query', { apiOrigin: 'http://api.internal:3000', locale: 'hi-IN' }), {});
      await baseQuery('catalogue/products', queryApi('query', { apiOrigin: 'http://api.internal:3000', locale: 'en-IN' }), {});
    } finally {
      document.documentElement.lang = '';
    }
    expect(calls.map((call) => call.headers.get('accept-language'))).toEqual(['hi-IN', 'en-IN']);
  });

  it("sends the document's language as Accept-Language in the browser (<html lang>: hi-IN on a Hindi page)", async () => {
    const { fn, calls } = fakeFetch([() => Response.json([]), () => Response.json([]), () => Response.json([])]);
    const baseQuery = createBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fn });
    try {
      document.documentElement.lang = 'hi-IN';
      await baseQuery('catalogue/products', queryApi('query', {}), {});
      document.documentElement.lang = 'en-IN';
      await baseQuery('catalogue/products', queryApi(), {});
      document.documentElement.lang = '';
      await baseQuery('catalogue/products', queryApi('query', { locale: '' }), {});
    } finally {
      document.documentElement.lang = '';
    }
    expect(calls.map((call) => call.headers.get('accept-language'))).toEqual(['hi-IN', 'en-IN', null]);
  });

  it('keeps an Accept-Language an endpoint sets itself', async () => {
    const { fn, calls } = fakeFetch([() => Response.json([])]);
    const baseQuery = createBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fn });
    await baseQuery({ url: 'catalogue/products', headers: { 'accept-language': 'en' } }, queryApi('query', { locale: 'hi-IN' }), {});
    expect(calls[0]?.headers.get('accept-language')).toBe('en');
  });

  it('sends the CSRF header on GET too', async () => {
    const { fn, calls } = fakeFetch([() => Response.json([])]);
    await createBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fn })('/payouts/user/u1', queryApi(), {});
    expect(calls[0]?.headers.get('x-requested-with')).toBe('invest-web');
  });

  it('normalises a failure to "<status>: <body text>"', async () => {
    const { fn } = fakeFetch([() => new Response('body text', { status: 500, statusText: 'Internal Server Error' })]);
    const result = await createBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fn })('/x', queryApi(), {});
    expect(result.error).toEqual({ status: 500, message: '500: body text' });
  });

  it('uses the status text for an empty body', async () => {
    const { fn } = fakeFetch([() => new Response(null, { status: 503, statusText: 'Service Unavailable' })]);
    const result = await createBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fn })('/x', queryApi(), {});
    expect(result.error?.message).toBe('503: Service Unavailable');
  });

  it('does not retry by default', async () => {
    const { fn } = fakeFetch([() => new Response('no', { status: 500 })]);
    await createBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fn })('/x', queryApi(), {});
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('retries once when asked (dashboard)', async () => {
    const { fn } = fakeFetch([() => new Response('no', { status: 500 }), () => Response.json({ ok: true })]);
    const result = await createBaseQuery({ baseUrl: 'http://localhost/api', fetchFn: fn })('/portfolio/u1', queryApi(), retryOnce);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result.data).toEqual({ ok: true });
  });
});
