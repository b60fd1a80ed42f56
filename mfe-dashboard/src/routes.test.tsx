import { REMOTES } from '@invest/mf/ownership';
import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { routes } from './routes.js';
import { answerJson, fakeDashboardApi, renderRoute } from './testing/render-route.js';

describe('mfe_dashboard ./routes', () => {
  it('has exactly the routes the ownership table gives this remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTES.dashboard.paths]);
  });

  it.each([['/dashboard', 'Dashboard']])('%s renders its page', async (path, heading) => {
    fakeDashboardApi({ '/api/session': answerJson({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Sign in.' }, 401) });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
