import { jest } from '@jest/globals';

/** What a test answers a request with. */
export type FetchAnswer = (request: Request) => Promise<Response>;

/**
 * Replaces the page's `fetch` for the current test with `answer`, called with the `Request` the code sent (relative
 * URLs resolve against the page, http://localhost/). Jest puts the real one back before the next test (`restoreMocks`).
 */
export function stubFetch<T extends FetchAnswer>(answer: T): T {
  const stub: typeof fetch = (input, init) => answer(input instanceof Request && init === undefined ? input : new Request(input, init));
  jest.spyOn(globalThis, 'fetch').mockImplementation(stub);
  return answer;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: string;
}

/** A fetch stub answering from a list, recording each request. */
export function fakeFetch(answers: Array<() => Response>) {
  const calls: RecordedCall[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      credentials: request.credentials,
      body: await request.text(),
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  return { fn, calls };
}
