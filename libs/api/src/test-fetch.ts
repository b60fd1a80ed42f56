import { vi } from 'vitest';

/** Lets `new Request('/api/...')` work under Node's fetch by resolving against http://localhost. */
export function stubRelativeRequests(): void {
  const NodeRequest = globalThis.Request;
  class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
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
  const fn = vi.fn(async (input: RequestInfo | URL) => {
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
