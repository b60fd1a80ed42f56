import { REMOTES } from '@invest/mf/ownership';
import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { PAGE_APPEARS } from '@invest/testing';
import { routes } from './routes.js';
import { fakeApi } from './testing/fake-api.js';
import { renderRoute } from './testing/render-page.js';

describe('mfe_onboarding ./routes', () => {
  it('has exactly the routes the ownership table gives this remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTES.onboarding.paths]);
  });

  it.each([
    ['/kyc', 'KYC Verification'],
    ['/kyc-verification', 'KYC Verification Status'],
    ['/sign-in?next=/dashboard', 'Sign In'],
  ])('%s renders its page', async (path, heading) => {
    fakeApi();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, PAGE_APPEARS)).toBeInTheDocument();
  });
});
