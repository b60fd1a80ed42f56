import { REMOTES } from '@invest/mf/ownership';
import { createPlatformStore } from '@invest/platform';
import { theme } from '@invest/ui';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fakeApi, json, PAGE_APPEARS, preloadRoutes, PRELOAD_TIMEOUT_MS } from '@invest/testing';
import { routes } from './routes.js';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Provider store={createPlatformStore()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
}

beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS);

beforeEach(() => {
  fakeApi({ 'GET /api/session': json({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required.' }, 401) });
});

describe('mfe_marketing ./routes', () => {
  it('has exactly the routes the ownership table gives this remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTES.marketing.paths]);
  });

  it.each([
    ['/', 'BOLD STEP, SOLID GROWTH'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Dashboard'],
    ['/privacy-dashboard', 'Privacy Dashboard'],
    ['/security-report', 'Security Report'],
    ['/terms', 'Terms & Conditions'],
    ['/risk-disclosure', 'Risk Disclosure'],
    ['/dpdp-compliance', 'DPDP Compliance'],
    ['/bug-bounty', 'Bug Bounty Program'],
  ])('%s renders its page', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, PAGE_APPEARS)).toBeInTheDocument();
  });
});
