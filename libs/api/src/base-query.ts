import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@invest/contracts';
import { fetchBaseQuery, retry, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { toApiError, type ApiError } from './api-error.js';

export const API_BASE_URL = '/api';

/** extraOptions of an endpoint. `maxRetries` defaults to 0 (product §7: no retries). */
export interface ApiExtraOptions {
  maxRetries?: number;
}

/** Dashboard queries retry once (product §7): `extraOptions: retryOnce`. */
export const retryOnce: ApiExtraOptions = { maxRetries: 1 };

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions, FetchBaseQueryMeta>;

/**
 * The store's `extra` on a server: the API's origin, since a server has no page to resolve `/api` against
 * (createPlatformStore's `apiOrigin`). In the browser there is none and requests stay relative.
 */
export interface ApiServerExtra {
  apiOrigin?: string;
}

function apiOriginOf(extra: unknown): string | undefined {
  const origin = typeof extra === 'object' && extra !== null ? (extra as ApiServerExtra).apiOrigin : undefined;
  return typeof origin === 'string' && origin !== '' ? origin.replace(/\/+$/, '') : undefined;
}

/** A request made absolute on the API's origin, when the store has one. */
function onApiOrigin(args: string | FetchArgs, extra: unknown): string | FetchArgs {
  const origin = apiOriginOf(extra);
  if (!origin) return args;
  const absolute = (url: string) => `${origin}${API_BASE_URL}/${url.replace(/^\/+/, '')}`;
  return typeof args === 'string' ? absolute(args) : { ...args, url: absolute(args.url) };
}

/** Success bodies are JSON (or text); error bodies stay raw text for `<status>: <body text>`. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok || text === '') return response.ok ? null : text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * fetch with cookies, the CSRF header on every request, JSON bodies, and errors normalised to
 * ApiError. Wrapped in RTK's `retry` with 0 retries unless an endpoint asks (`retryOnce`).
 */
export function createBaseQuery(options: { baseUrl?: string; fetchFn?: typeof fetch } = {}): ApiBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl ?? API_BASE_URL,
    credentials: 'include',
    fetchFn: options.fetchFn,
    responseHandler: readBody,
    prepareHeaders: (headers) => {
      headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      return headers;
    },
  });
  const normalised: ApiBaseQuery = async (args, api, extraOptions) => {
    const result = await raw(onApiOrigin(args, api.extra), api, extraOptions);
    if (result.error) {
      return { error: toApiError(result.error, result.meta?.response?.statusText ?? ''), meta: result.meta };
    }
    return { data: result.data, meta: result.meta };
  };
  return retry(normalised, { maxRetries: 0 }) as ApiBaseQuery;
}
