import { describe, expect, it, jest } from '@jest/globals';
import { isRemoteUnavailable, offlineFallbackPlugin } from './offline-fallback-plugin.ts';
import { fetchWithRetry } from './retry-plugin.ts';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof offlineFallbackPlugin>['errorLoadRemote']>>[0];

function errorArgs(lifecycle: ErrorArgs['lifecycle']): ErrorArgs {
  return { id: 'mfe_marketing/routes', error: new Error('Failed to fetch'), from: 'runtime', lifecycle, origin: {} as ErrorArgs['origin'] };
}

describe('offlineFallbackPlugin', () => {
  it('turns a failed load into a RemoteUnavailable marker and reports it', async () => {
    const onError = jest.fn();
    const result = await offlineFallbackPlugin(onError).errorLoadRemote?.(errorArgs('onLoad'));
    expect(isRemoteUnavailable(result)).toBe(true);
    expect(result).toMatchObject({ id: 'mfe_marketing/routes', reason: 'Failed to fetch' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('lets earlier lifecycles fail through to onLoad', async () => {
    expect(await offlineFallbackPlugin().errorLoadRemote?.(errorArgs('afterResolve'))).toBeUndefined();
    expect(await offlineFallbackPlugin().errorLoadRemote?.(errorArgs('beforeRequest'))).toBeUndefined();
  });
});

describe('fetchWithRetry', () => {
  it('retries a network error once, then succeeds', async () => {
    const fetchImpl = jest.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(Response.json({}));
    const response = await fetchWithRetry('http://x/mf-manifest.json', undefined, { fetchImpl, delayMs: 1 });
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('retries a 5xx answer and returns the last answer when attempts run out', async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () => new Response('', { status: 503 }));
    const response = await fetchWithRetry('http://x/mf-manifest.json', undefined, { fetchImpl, delayMs: 1, retries: 2 });
    expect(response.status).toBe(503);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404', async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () => new Response('', { status: 404 }));
    expect((await fetchWithRetry('http://x', undefined, { fetchImpl, delayMs: 1 })).status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('throws the last network error', async () => {
    const fetchImpl = jest.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('http://x', undefined, { fetchImpl, delayMs: 1 })).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
