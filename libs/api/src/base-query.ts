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
 * (createPlatformStore's `apiOrigin`), and the language of the page it renders (`locale`, a language tag: `hi-IN` or
 * `en-IN`), which the API answers its wording in. In the browser there is none: requests stay relative and the page's
 * language is the document's (`<html lang>`).
 */
export interface ApiServerExtra {
  apiOrigin?: string;
  locale?: string;
}

/** The language of the page a request is made for: the store's `locale` on a server, the document's in the browser. */
function pageLanguageOf(extra: unknown): string | undefined {
  const locale = typeof extra === 'object' && extra !== null ? (extra as ApiServerExtra).locale : undefined;
  if (typeof locale === 'string' && locale !== '') return locale;
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang !== '' ? lang : undefined;
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
 * fetch with cookies, the CSRF header on every request, `Accept-Language` with the page's language (so the API's
 * wording, e.g. the catalogue's, is the page's), JSON bodies, and errors normalised to ApiError. Wrapped in RTK's `retry` with 0 retries unless an endpoint asks (`retryOnce`).
 */
export function createBaseQuery(options: { baseUrl?: string; fetchFn?: typeof fetch } = {}): ApiBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl ?? API_BASE_URL,
    credentials: 'include',
    fetchFn: options.fetchFn,
    responseHandler: readBody,
    prepareHeaders: (headers, { extra }) => {
      headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      const language = pageLanguageOf(extra);
      if (language !== undefined && !headers.has('accept-language')) headers.set('accept-language', language);
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
