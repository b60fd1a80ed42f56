import { createPlatformStore } from '@invest/platform';
import { theme } from '@invest/ui';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { routes } from '../routes.js';

/** An answer to a request (its method and JSON body are there for the answers that need them). */
type Answer = (request: { method: string; body: unknown }) => Response;

export interface SentRequest {
  method: string;
  key: string;
  body: unknown;
}

/**
 * The API behind `fetch` for page tests: answers keyed by path with its query ('/api/payouts/user/u1?upcoming=true&limit=3'),
 * unknown paths 404; `hits` counts the requests per key, `sent` lists them with method and body. Relative URLs resolve
 * against http://localhost.
 */
export function fakeDashboardApi(answers: Record<string, Answer>) {
  const hits = new Map<string, number>();
  const sent: SentRequest[] = [];
  const BrowserRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends BrowserRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const url = new URL(request.url);
      const key = `${url.pathname}${url.search}`;
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      sent.push({ method: request.method, key, body });
      return answers[key]?.({ method: request.method, body }) ?? new Response('Not Found', { status: 404, statusText: 'Not Found' });
    }),
  );
  return { hits, sent };
}

export const answerJson = (body: unknown, status = 200): Answer => () => Response.json(body, { status });

/** Renders the remote's route table at `path` with a fresh store and the theme. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Provider store={createPlatformStore()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
}
