import { beforeAll } from '@jest/globals';
import type { Locale } from '@invest/mf/runtime';
import { I18nProvider } from '@invest/platform';
import { fakeApi, preloadRoutes, PRELOAD_TIMEOUT_MS, renderRoutes, type ApiCall, type ApiRequest } from '@invest/testing';
import { Outlet } from 'react-router-dom';
import { routes } from '../routes.js';
import { demoI18n } from './demo-i18n.js';

export type Call = ApiRequest;

// A test file using these routes imports their pages once, before its tests: a test's wait is for the page, not the import.
beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS);

/** The API behind `fetch`: every call recorded (method, path, JSON body), answered by `handler`. */
export function stubApi(handler: (call: Call) => Response | Promise<Response>): ApiCall[] {
  return fakeApi({}, { otherwise: handler }).calls;
}

/**
 * The remote's routes on a memory router with the platform store, theme and toast host. In English the routes bring
 * their messages as on a page (lazyRoute's `messages`); in Hindi they render inside the remote's Hindi instance, as
 * under /hi (the router's basename is the shell's, so the paths are the same).
 */
export function renderDemo(path: string, locale: Locale = 'en') {
  if (locale === 'en') return renderRoutes(routes, { path });
  const inLocale = {
    element: (
      <I18nProvider i18n={demoI18n(locale)}>
        <Outlet />
      </I18nProvider>
    ),
    children: routes,
  };
  return renderRoutes([inLocale], { path });
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
