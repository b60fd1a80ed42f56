import { beforeAll } from '@jest/globals';
import type { Locale } from '@invest/mf/runtime';
import { I18nProvider } from '@invest/platform';
import { fakeApi, preloadRoutes, PRELOAD_TIMEOUT_MS, renderPage, renderRoutes, type ApiAnswer, type FakeApi } from '@invest/testing';
import DashboardPage from '../features/portfolio/components/dashboard-page.js';
import { routes } from '../routes.js';
import { dashboardI18n } from './dashboard-i18n.js';

export type { ApiAnswer };

// A test file using these routes imports their pages once, before its tests: a test's wait is for the page, not the import.
beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS);

/**
 * The API behind `fetch` for page tests: answers keyed by path with its query ('/api/payouts/user/u1?upcoming=true&limit=3'),
 * unknown paths 404 Not Found; `count(key)` counts the requests per key, `calls` lists them with method and body.
 */
export function fakeDashboardApi(answers: Record<string, ApiAnswer>): FakeApi {
  return fakeApi(answers, { otherwise: () => new Response('Not Found', { status: 404, statusText: 'Not Found' }) });
}

export const answerJson =
  (body: unknown, status = 200): ApiAnswer =>
  () =>
    Response.json(body, { status });

/** Renders the remote's route table at `path` with a fresh store and the theme. */
export function renderRoute(path: string) {
  return renderRoutes(routes, { path, toasts: false });
}

/** The dashboard page in `locale` with its messages, as its route gives them (lazyRoute's `messages`): the Hindi page at /hi/dashboard. */
export function renderDashboardIn(locale: Locale) {
  return renderPage(
    <I18nProvider i18n={dashboardI18n(locale)}>
      <DashboardPage />
    </I18nProvider>,
    '/dashboard',
    { toasts: false },
  );
}
