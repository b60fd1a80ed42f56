import { createPlatformStore } from '@invest/platform';
import { theme, ToastHost } from '@invest/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';

export type FetchAnswer = (request: Request) => Response | Promise<Response>;

/**
 * Answers the page's API calls from a table keyed by "METHOD /path", recording each request.
 * Relative URLs resolve against http://localhost, as in the browser.
 */
export function stubApi(routes: Record<string, FetchAnswer>) {
  const NodeRequest = globalThis.Request;
  class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    calls.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : undefined });
    const answer = routes[`${request.method} ${path}`];
    if (!answer) return Response.json({ statusCode: 404, code: 'NOT_FOUND', message: `no stub for ${request.method} ${path}` }, { status: 404 });
    return answer(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const json = (body: unknown, status = 200) => () => Response.json(body, { status });

/** Renders one page inside a fresh store, the theme, a memory router and the toast host. */
export function renderPage(element: ReactElement, path = '/') {
  const store = createPlatformStore();
  const router = createMemoryRouter([{ path, element }, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
        <ToastHost />
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, router };
}
