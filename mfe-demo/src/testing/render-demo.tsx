import { createPlatformStore } from '@invest/platform';
import { theme, ToastHost } from '@invest/ui';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { routes } from '../routes.js';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** Stubs fetch for the API: relative URLs allowed, every call recorded, answers from `handler`. */
export function stubApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  const NodeRequest = globalThis.Request;
  class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const text = await input.clone().text();
      const call = { method: input.method, path: new URL(input.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

/** The remote's routes on a memory router with the platform store, theme and toast host. */
export function renderDemo(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = createPlatformStore();
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
        <ToastHost />
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, router, store };
}

export const emptyPortfolio = {
  user: { firstName: 'Priya', lastName: 'Sharma' },
  stats: { totalInvested: 0, currentValue: 0, totalGains: 0, averageReturn: 0, activeInvestments: 0 },
  investments: [],
  transactions: [],
};

/** Starts a demo session in session storage (as the sign-up does). */
export function signedUp(userId = 'demo-1'): void {
  window.sessionStorage.setItem('demo-user-id', userId);
  window.sessionStorage.setItem('demo-mode', 'true');
}

export const selectedFd = {
  productType: 'fd-premium',
  productName: 'FD Premium',
  amount: 50000,
  duration: 12,
  returnRate: '18',
  calculatedReturns: { investment: 50000, totalReturn: 9000, maturityAmount: 59000, monthlyPayout: 750 },
};
