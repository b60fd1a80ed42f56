import { jest } from '@jest/globals';
import { stubGlobal } from '../globals/stub-global.js';

/** One request as recorded: method, path (no query) and parsed JSON body; the shape tests compare with `toEqual`. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** What an answer sees: the recorded call plus the query, headers and the `:name` parameters of its route key. */
export interface ApiRequest extends ApiCall {
  url: URL;
  query: URLSearchParams;
  headers: Headers;
  params: Record<string, string>;
}

/** A route's answer; `undefined` passes the request on to the next matching route (then `otherwise`). */
export type ApiAnswer = (request: ApiRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * Routes keyed by `'METHOD /path'` or `'/path'` (any method). A key with a query (`'/api/x?limit=5'`) matches that
 * exact query; one without matches any query. `:name` segments match one segment (`'GET /api/plans/:planId'`).
 */
export type ApiRoutes = Record<string, ApiAnswer>;

export interface FakeApiOptions {
  /** Answers whatever no route answered; default: 404 `NOT_FOUND` naming the request. */
  otherwise?: ApiAnswer;
}

export interface FakeApi {
  /** Every request, in order. */
  calls: ApiCall[];
  /** Every request with its query and headers, in order. */
  requests: ApiRequest[];
  /** The stubbed `fetch`. */
  fetch: jest.Mock<typeof fetch>;
  /** Adds or replaces a route; it wins over the routes given at creation. */
  on: (key: string, answer: ApiAnswer) => void;
  /** The requests a route key matches. */
  callsTo: (key: string) => ApiRequest[];
  /** How many requests a route key matches. */
  count: (key: string) => number;
}

interface Matcher {
  method: string | null;
  pattern: RegExp;
  withQuery: boolean;
}

function matcherOf(key: string): Matcher {
  const [first, second] = key.split(' ', 2);
  const method = second === undefined ? null : (first ?? '').toUpperCase();
  const target = second ?? first ?? '';
  const withQuery = target.includes('?');
  const escaped = target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/?]+)');
  return { method, pattern: new RegExp(`^${escaped}$`), withQuery };
}

function match(matcher: Matcher, request: ApiRequest): Record<string, string> | null {
  if (matcher.method && matcher.method !== request.method) return null;
  const found = matcher.pattern.exec(matcher.withQuery ? `${request.path}${request.url.search}` : request.path);
  if (!found) return null;
  return Object.fromEntries(Object.entries(found.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]));
}

export const notFound = (request: ApiCall): Response =>
  Response.json({ statusCode: 404, code: 'NOT_FOUND', message: `no stub for ${request.method} ${request.path}` }, { status: 404 });

async function read(input: RequestInfo | URL, init?: RequestInit): Promise<ApiRequest> {
  const request = input instanceof Request && !init ? input : new Request(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    path: url.pathname,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    url,
    query: url.searchParams,
    headers: request.headers,
    params: {},
  };
}

/**
 * The API behind `fetch` for a test: answers from `routes` (see `ApiRoutes`), records every request. The stub is
 * removed after the test by the kit's setup file.
 */
export function fakeApi(routes: ApiRoutes = {}, options: FakeApiOptions = {}): FakeApi {
  const table: Array<{ key: string; matcher: Matcher; answer: ApiAnswer }> = Object.entries(routes).map(([key, answer]) => ({
    key,
    matcher: matcherOf(key),
    answer,
  }));
  const calls: ApiCall[] = [];
  const requests: ApiRequest[] = [];
  const otherwise = options.otherwise ?? notFound;

  const fetchMock = jest.fn<typeof fetch>(async (input, init) => {
    const request = await read(input, init);
    calls.push({ method: request.method, path: request.path, body: request.body });
    requests.push(request);
    for (const route of table) {
      const params = match(route.matcher, request);
      if (!params) continue;
      const answer = await route.answer({ ...request, params });
      if (answer) return answer;
    }
    return (await otherwise(request)) ?? notFound(request);
  });
  stubGlobal('fetch', fetchMock);

  const callsTo = (key: string) => {
    const matcher = matcherOf(key);
    return requests.filter((request) => match(matcher, request));
  };
  return {
    calls,
    requests,
    fetch: fetchMock,
    on: (key, answer) => {
      const index = table.findIndex((route) => route.key === key);
      if (index >= 0) table.splice(index, 1);
      table.unshift({ key, matcher: matcherOf(key), answer });
    },
    callsTo,
    count: (key) => callsTo(key).length,
  };
}
