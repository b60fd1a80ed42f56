import { REMOTES } from '@invest/mf/ownership';
import { routeHandleOf } from '@invest/platform';
import { createPlatformStore } from '@invest/platform/store';
import { dismissToast, NO_SCRIPT_FORM_TEXT } from '@invest/ui';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { expectSearchMeta, hydrateInBrowser, PAGE_APPEARS, renderOnServer, unmountHydrated } from '@invest/testing';
import { routes } from './routes.js';
import { demoI18n } from './testing/demo-i18n.js';
import { emptyPortfolio, renderDemo, selectedFd, signedUp, stubApi } from './testing/render-demo.js';

const handleAt = (path: string) => routeHandleOf(routes.find((route) => route.path === path)?.handle);

afterEach(unmountHydrated);
// A toast one test raised (the dashboard's welcome) would otherwise still be announced in the next test's page.
afterEach(() => act(() => dismissToast()));

const notFound = () => Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'This demo account does not exist or has expired.' }, { status: 404 });

describe('mfe_demo ./routes', () => {
  it('has exactly the routes the ownership table gives this remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTES.demo.paths]);
  });

  it('/demo renders the sign-up page', async () => {
    renderDemo('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Try the Demo' })).toBeInTheDocument();
  });
});

describe('demo guards (product §4)', () => {
  it.each(['/demo/products', '/demo/kyc', '/demo/payment', '/demo/dashboard'])('%s without a demo session goes to /demo', async (path) => {
    const calls = stubApi(() => Response.json(emptyPortfolio));
    const { router } = renderDemo(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Try the Demo' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each(['/demo/products', '/demo/kyc', '/demo/payment', '/demo/dashboard'])('%s with demo-mode not "true" goes to /demo', async (path) => {
    stubApi(() => Response.json(emptyPortfolio));
    window.sessionStorage.setItem('demo-user-id', 'demo-1');
    window.sessionStorage.setItem('demo-mode', 'yes');
    window.sessionStorage.setItem('demo-selected-product', JSON.stringify(selectedFd));
    const { router } = renderDemo(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'));
  });

  it.each(['/demo/kyc', '/demo/payment'])('%s without a selected product goes to /demo', async (path) => {
    stubApi(() => Response.json(emptyPortfolio));
    signedUp();
    const { router } = renderDemo(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'));
  });

  it.each([
    ['/demo/products', 'Choose a Product'],
    ['/demo/kyc', 'KYC Verification'],
    ['/demo/payment', 'Payment'],
    ['/demo/dashboard', 'Welcome, Priya!'],
  ])('%s shows a spinner, then the page once the account is confirmed', async (path, heading) => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    signedUp('demo-7');
    window.sessionStorage.setItem('demo-selected-product', JSON.stringify(selectedFd));
    renderDemo(path);
    expect((await screen.findByText('Loading your demo')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(calls).toEqual([{ method: 'GET', path: '/api/demo/portfolio/demo-7', body: undefined }]));
    answer(Response.json(emptyPortfolio));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('says it is loading, then that it could not load, in Hindi under /hi', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    signedUp('demo-7');
    renderDemo('/demo/dashboard', 'hi');
    // The page's own loading status, by its words: another live region (a toast's announcement) may be there too.
    expect((await screen.findByText('आपका डेमो लोड हो रहा है')).closest('[role="status"]')).not.toBeNull();
    answer(new Response('down', { status: 503 }));
    expect(await screen.findByRole('alert', {}, PAGE_APPEARS)).toHaveTextContent('आपका डेमो लोड नहीं हो सका। कृपया फिर कोशिश करें।');
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
  });

  it('an expired or unknown demo account (404) ends the session and goes to /demo', async () => {
    stubApi(notFound);
    signedUp('expired-1');
    window.sessionStorage.setItem('demo-selected-product', JSON.stringify(selectedFd));
    const { router } = renderDemo('/demo/kyc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'));
    expect(window.sessionStorage.getItem('demo-user-id')).toBeNull();
    expect(window.sessionStorage.getItem('demo-mode')).toBeNull();
    expect(window.sessionStorage.getItem('demo-selected-product')).toBeNull();
  });
});

describe('route metadata', () => {
  it.each([
    ['/demo', 'Try Demo'],
    ['/demo/products', 'Demo: Products'],
    ['/demo/kyc', 'Demo: KYC'],
    ['/demo/payment', 'Demo: Payment'],
    ['/demo/dashboard', 'Demo: Dashboard'],
  ])('%s is titled %j and described in one or two sentences for search results', (path, title) => {
    expectSearchMeta(handleAt(path), title);
  });

  it.each(REMOTES.demo.paths.map((path) => [path]))(
    '%s names the demo catalogue, and its title and description in it, English as its route metadata',
    (path) => {
      const { title, description, titleId, descriptionId, catalog } = handleAt(path);
      expect(catalog?.namespace).toBe('demo');
      const english = demoI18n('en');
      expect({ title: english._(titleId ?? ''), description: english._(descriptionId ?? '') }).toEqual({ title, description });
    },
  );

  it.each([
    ['/demo', 'डेमो आज़माएँ'],
    ['/demo/products', 'डेमो: उत्पाद'],
    ['/demo/kyc', 'डेमो: KYC'],
    ['/demo/payment', 'डेमो: भुगतान'],
    ['/demo/dashboard', 'डेमो: डैशबोर्ड'],
  ])('%s is titled %j in Hindi, with a Hindi description of one or two sentences', (path, title) => {
    const hindi = demoI18n('hi');
    const { titleId, descriptionId } = handleAt(path);
    expect(hindi._(titleId ?? '')).toBe(title);
    const description = hindi._(descriptionId ?? '');
    expect(description.length).toBeGreaterThanOrEqual(60);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^[\u0900-\u097F{]|^[A-Z]/);
    expect(description).toMatch(/।$/);
    expect(description).not.toMatch(/\{|demo\./);
  });

  it('no demo page fetches data on the server: the demo session lives in the browser', async () => {
    const calls = stubApi(() => Response.json(emptyPortfolio));
    const store = createPlatformStore();
    for (const route of routes) {
      await expect(routeHandleOf(route.handle).loadServerData?.({ dispatch: store.dispatch, params: {} })).resolves.toBeUndefined();
    }
    expect(calls).toEqual([]);
  });
});

describe('/demo on the server', () => {
  it('the sign-up form says, without scripts, that it needs JavaScript; the browser hydrates the HTML as is', async () => {
    const calls = stubApi(() => Response.json(emptyPortfolio));
    const html = await renderOnServer(routes, '/demo', createPlatformStore());
    expect(html).toMatch(new RegExp(`<noscript><p [^>]*>${NO_SCRIPT_FORM_TEXT}</p></noscript><form`));
    expect(html).toMatch(/<a [^>]*href="\/products"[^>]*>Browse Real Products<\/a>/);
    // A demo session left in this tab must not change the browser's first render.
    signedUp('demo-9');
    window.sessionStorage.setItem('demo-selected-product', JSON.stringify(selectedFd));
    const { errors } = await hydrateInBrowser(routes, html, '/demo', createPlatformStore());
    expect(errors).toEqual([]);
    expect(calls).toEqual([]);
  });
});
