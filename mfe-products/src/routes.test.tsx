import { REMOTES } from '@invest/mf/ownership';
import { routeHandleOf } from '@invest/platform';
import { createPlatformStore } from '@invest/platform/store';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { routes } from './routes.js';
import { expectSearchMeta, fakeCatalogueApi, type FakeApi, hydrateInBrowser, PAGE_APPEARS, renderOnServer, unmountHydrated } from '@invest/testing';
import { renderRoute } from './testing/render-route.js';

beforeEach(() => {
  fakeCatalogueApi();
});

afterEach(unmountHydrated);

const handleAt = (path: string) => routeHandleOf(routes.find((route) => route.path === path)?.handle);

/** Lets the page's effects run (a request it would send is sent by then). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('mfe_products ./routes', () => {
  it('has exactly the routes the ownership table gives this remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTES.products.paths]);
  });

  it.each([
    ['/products', 'Products'],
    ['/fixed-deposits', 'Fixed Deposits'],
    ['/bonds', 'Bonds'],
    ['/mutual-funds', 'Mutual Funds'],
    ['/real-estate', 'Fractional Real Estate'],
    ['/gold', 'Premium Gold'],
    ['/sdi', 'Structured Debt Instruments (SDI)'],
    ['/calculator', 'FD Calculator'],
    ['/knowledge-hub', 'Knowledge Hub'],
  ])('%s renders its page', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, PAGE_APPEARS)).toBeInTheDocument();
  });
});

describe('route metadata', () => {
  it.each([
    ['/products', 'Products'],
    ['/fixed-deposits', 'Fixed Deposits'],
    ['/bonds', 'Bonds'],
    ['/mutual-funds', 'Mutual Funds'],
    ['/real-estate', 'Real Estate'],
    ['/gold', 'Premium Gold'],
    ['/sdi', 'SDI'],
    ['/calculator', 'FD Calculator'],
    ['/knowledge-hub', 'Knowledge Hub'],
  ])('%s is titled %j and described in one or two sentences for search results', (path, title) => {
    expectSearchMeta(handleAt(path), title);
  });

  it('gives every page its own description', () => {
    const descriptions = routes.map((route) => routeHandleOf(route.handle).description);
    expect(new Set(descriptions).size).toBe(routes.length);
  });
});

/** The catalogue requests a page made (the public data serverData fetches). */
const catalogueCalls = (api: FakeApi) => api.calls.filter((call) => call.path.startsWith('/api/catalogue/'));

/** What a page showing booked terms fetches besides its own record. */
const BOOKED = ['/api/catalogue/plans', '/api/catalogue/figures'];

describe('public data on the server (serverData)', () => {
  it.each([
    ['/products', ['/api/catalogue/products'], 'Short Term FD'],
    ['/fixed-deposits', ['/api/catalogue/product-pages/fixed-deposits', ...BOOKED], 'Short Term FD'],
    ['/bonds', ['/api/catalogue/product-pages/bonds', ...BOOKED], 'Corporate Bonds'],
    ['/mutual-funds', ['/api/catalogue/product-pages/mutual-funds', ...BOOKED], 'Debt Fund'],
    ['/real-estate', ['/api/catalogue/product-pages/real-estate', ...BOOKED], 'Bangalore Tech Park'],
    ['/gold', ['/api/catalogue/product-pages/gold', ...BOOKED], 'Gold SIP'],
    ['/sdi', ['/api/catalogue/product-pages/sdi', ...BOOKED], 'Corporate Debentures'],
    ['/knowledge-hub', ['/api/catalogue/knowledge-hub', ...BOOKED], 'Fixed Deposits'],
  ])('%s fetches %j into the store; the page then shows it at once and asks for nothing more', async (path, requests, article) => {
    const api = fakeCatalogueApi();
    const store = createPlatformStore();
    await handleAt(path).loadServerData?.({ dispatch: store.dispatch, params: {} });
    expect(api.calls.map((call) => call.path).sort()).toEqual([...requests].sort());

    renderRoute(path, store);
    // In the first render, not after a request: the query the page reads is the one serverData filled.
    expect(screen.getByRole('article', { name: article })).toBeInTheDocument();
    await settle();
    // Nothing more of the catalogue (/products' browser also asks who is signed in, to offer Sell on holdings only).
    expect(catalogueCalls(api)).toHaveLength(requests.length);
  });

  it('/calculator fetches every plan and the figures: the calculator is in the first render', async () => {
    const api = fakeCatalogueApi();
    const store = createPlatformStore();
    await handleAt('/calculator').loadServerData?.({ dispatch: store.dispatch, params: {} });
    expect(api.calls.map((call) => call.path).sort()).toEqual([...BOOKED].sort());
    renderRoute('/calculator', store);
    expect(screen.getByRole('region', { name: 'Investment calculator' })).toBeInTheDocument();
  });
});

describe('server rendering and hydration', () => {
  it.each([
    ['/products?category=BONDS', 'Corporate Bonds', 'Buy Now'],
    ['/fixed-deposits', 'Long Term FD', 'Invest Now'],
    ['/gold', 'Gold SIP', 'Start SIP'],
    ['/knowledge-hub', 'Fixed Deposits', 'Key Features'],
  ])('%s: the server HTML carries the content and its links; the browser hydrates it as is', async (path, name, action) => {
    const api = fakeCatalogueApi();
    const store = createPlatformStore();
    await handleAt(path.split('?')[0] ?? path).loadServerData?.({ dispatch: store.dispatch, params: {} });
    const html = await renderOnServer(routes, path, store);
    expect(html).toContain(name);
    expect(html).toContain(action);
    expect(html).not.toContain('Loading');

    const fetched = api.calls.length;
    const { container, errors } = await hydrateInBrowser(routes, html, path, store);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toContain(name);
    await settle();
    expect(catalogueCalls(api)).toHaveLength(fetched);
  });

  it.each([
    ['text', '<h1>Fixed Deposits</h1>', '<h1>Fixed Deposit</h1>'],
    ['an attribute', 'aria-label="Long Term FD"', 'aria-label="Longer Term FD"'],
  ])('reports %s of the server HTML that differs from the browser first render (the check above can fail)', async (_what, server, browser) => {
    const store = createPlatformStore();
    await handleAt('/fixed-deposits').loadServerData?.({ dispatch: store.dispatch, params: {} });
    const html = await renderOnServer(routes, '/fixed-deposits', store);
    expect(html).toContain(server);
    const { errors } = await hydrateInBrowser(routes, html.replace(server, browser), '/fixed-deposits', store);
    expect(errors).not.toEqual([]);
  });

  it("/products: tabs, Buy Now and the product pages' invest buttons are links in the server HTML", async () => {
    const store = createPlatformStore();
    await handleAt('/products').loadServerData?.({ dispatch: store.dispatch, params: {} });
    const html = await renderOnServer(routes, '/products?category=SDI', store);
    expect(html).toMatch(/href="\/sdi#plan\.sdi\.commercial-papers"/);
    expect(html).toMatch(/<a [^>]*href="\/products\?category=FRACTIONAL_REAL_ESTATE"[^>]*>Real Estate<\/a>/);
    expect(html).toMatch(
      /<a [^>]*aria-label="Buy Now Commercial Papers"[^>]*href="\/payment"|<a [^>]*href="\/payment"[^>]*aria-label="Buy Now Commercial Papers"/,
    );
  });

  it('/knowledge-hub: every accordion section is in the server HTML, shown when scripts do not run', async () => {
    const store = createPlatformStore();
    await handleAt('/knowledge-hub').loadServerData?.({ dispatch: store.dispatch, params: {} });
    const html = await renderOnServer(routes, '/knowledge-hub', store);
    expect(html).toContain('TDS is deducted once a financial year&#x27;s interest we pay you passes ₹10,000');
    expect(html).toContain('18-22% p.a. (1.5-1.83% a month)');
    expect(html).toContain('<noscript><style>');
  });

  it('/calculator: the first render does not depend on the clock (server in one month, browser in the next)', async () => {
    jest.useFakeTimers({
      now: new Date(2026, 0, 31, 23, 0),
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    fakeCatalogueApi();
    const store = createPlatformStore();
    await handleAt('/calculator').loadServerData?.({ dispatch: store.dispatch, params: {} });
    const html = await renderOnServer(routes, '/calculator', store);
    expect(html).toContain('₹1,01,500');
    expect(html).not.toContain('Payout date');

    jest.setSystemTime(new Date(2026, 1, 1, 1, 0));
    const { container, errors } = await hydrateInBrowser(routes, html, '/calculator', store);
    expect(errors).toEqual([]);
    // Right after hydration, the dates of the visitor's day: a deposit on 1 February pays from 15 February.
    expect(container).toHaveTextContent('15 Feb 2026');
  });
});
