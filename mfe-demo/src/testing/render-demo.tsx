import { beforeAll } from '@jest/globals';
import { fakeApi, preloadRoutes, PRELOAD_TIMEOUT_MS, renderRoutes, type ApiCall, type ApiRequest } from '@invest/testing';
import { routes } from '../routes.js';

export type Call = ApiRequest;

// A test file using these routes imports their pages once, before its tests: a test's wait is for the page, not the import.
beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS);

/** The API behind `fetch`: every call recorded (method, path, JSON body), answered by `handler`. */
export function stubApi(handler: (call: Call) => Response | Promise<Response>): ApiCall[] {
  return fakeApi({}, { otherwise: handler }).calls;
}

/** The remote's routes on a memory router with the platform store, theme and toast host. */
export function renderDemo(path: string) {
  return renderRoutes(routes, { path });
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
