import { createPlatformStore } from '@invest/platform';
import { theme } from '@invest/ui';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { routes } from '../routes.js';

type Answer = () => Response;

/**
 * The API behind `fetch` for page tests: answers keyed by path with its query ('/api/payouts/user/u1?upcoming=true&limit=3'),
 * unknown paths 404; `hits` counts the requests per key. Relative URLs resolve against http://localhost.
 */
export function fakeDashboardApi(answers: Record<string, Answer>) {
  const hits = new Map<string, number>();
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
      const url = new URL((input as Request).url);
      const key = `${url.pathname}${url.search}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return answers[key]?.() ?? new Response('Not Found', { status: 404, statusText: 'Not Found' });
    }),
  );
  return { hits };
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
