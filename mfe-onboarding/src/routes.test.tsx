import { REMOTES } from '@invest/mf/ownership';
import { routeHandleOf } from '@invest/platform';
import { createPlatformStore } from '@invest/platform/store';
import { NO_SCRIPT_FORM_TEXT } from '@invest/ui';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { expectSearchMeta, hydrateInBrowser, PAGE_APPEARS, renderOnServer, unmountHydrated } from '@invest/testing';
import { routes } from './routes.js';
import { fakeApi } from './testing/fake-api.js';
import { renderRoute } from './testing/render-page.js';

const handleAt = (path: string) => routeHandleOf(routes.find((route) => route.path === path)?.handle);

afterEach(unmountHydrated);

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

describe('route metadata', () => {
  it.each([
    ['/kyc', 'KYC'],
    ['/kyc-verification', 'KYC Verification'],
    ['/sign-in', 'Sign In'],
  ])('%s is titled %j and described in one or two sentences for search results', (path, title) => {
    expectSearchMeta(handleAt(path), title);
  });

  it('no page of this remote fetches data on the server: KYC and session data are personal', async () => {
    const api = fakeApi();
    const store = createPlatformStore();
    for (const route of routes) {
      await expect(routeHandleOf(route.handle).loadServerData?.({ dispatch: store.dispatch, params: {} })).resolves.toBeUndefined();
    }
    expect(api.requests).toEqual([]);
  });
});

describe('/sign-in on the server', () => {
  it('says, without scripts, that signing in needs JavaScript; the browser hydrates the HTML as is', async () => {
    fakeApi();
    const html = await renderOnServer(routes, '/sign-in?next=/dashboard', createPlatformStore());
    expect(html).toContain(`>${NO_SCRIPT_FORM_TEXT}</p></noscript>`);
    // What the browser kept from an earlier visit must not change its first render.
    window.localStorage.setItem('demo_authenticated', 'true');
    const { errors } = await hydrateInBrowser(routes, html, '/sign-in?next=/dashboard', createPlatformStore());
    expect(errors).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });
});
