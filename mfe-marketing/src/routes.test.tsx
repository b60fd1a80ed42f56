import { REMOTES } from '@invest/mf/ownership';
import { BRAND, ensureCatalog, i18nOf, routeHandleOf, type JsonLd } from '@invest/platform';
import { createPlatformStore } from '@invest/platform/store';
import { NO_SCRIPT_FORM_TEXT } from '@invest/ui';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  catalogueFigures,
  catalogueRoutes,
  expectSearchMeta,
  fakeApi,
  fakeCatalogueApi,
  hydrateInBrowser,
  json,
  PAGE_APPEARS,
  PRELOAD_TIMEOUT_MS,
  preloadRoutes,
  renderOnServer,
  renderRoutes,
  unmountHydrated,
  type FakeApi,
} from '@invest/testing';
import { faqCategories, faqItems, faqValues, FIGURE_UNAVAILABLE, statesFigures, type FaqItem } from './content/faq.js';
import { privacyPage } from './content/privacy.js';
import { MARKETING_CATALOG, MARKETING_LEGAL_CATALOG } from './marketing-catalog.js';
import { routes } from './routes.js';
import { marketingI18n } from './testing/marketing-i18n.js';

/** The page at `path` inside the providers the shell gives it (no toast host: these tests read the page only). */
const renderAt = (path: string) => renderRoutes(routes, { path, toasts: false });

const handleAt = (path: string) => routeHandleOf(routes.find((route) => route.path === path)?.handle);

/** The page's JSON-LD object of a schema.org type, as the server loads it with the page. */
const jsonLdOf = async (path: string, type: string): Promise<Record<string, unknown> | undefined> =>
  ((await handleAt(path).loadJsonLd?.(marketingI18n())) ?? []).find((data: JsonLd) => data['@type'] === type);

/** HTML text as the browser reads it (the server escapes quotes and ampersands). */
const unescaped = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');

let api: FakeApi;

beforeAll(() => preloadRoutes(routes), PRELOAD_TIMEOUT_MS);

beforeEach(() => {
  api = fakeApi({
    ...catalogueRoutes,
    'GET /api/session': json({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required.' }, 401),
  });
});

afterEach(unmountHydrated);

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

describe('route metadata', () => {
  it.each([
    ['/', 'Home'],
    ['/faq', 'FAQ'],
    ['/contact', 'Contact'],
    ['/privacy', 'Privacy Dashboard'],
    ['/privacy-dashboard', 'Privacy Dashboard'],
    ['/security-report', 'Security Report'],
    ['/terms', 'Terms & Conditions'],
    ['/risk-disclosure', 'Risk Disclosure'],
    ['/dpdp-compliance', 'DPDP Compliance'],
    ['/bug-bounty', 'Bug Bounty'],
  ])('%s is titled %j and described in one or two sentences for search results', (path, title) => {
    expectSearchMeta(handleAt(path), title);
  });

  it.each(routes.map((route) => [route.path ?? '']))('%s names its title and description in its messages, in English as its route metadata', (path) => {
    const english = marketingI18n('en');
    const hindi = marketingI18n('hi');
    const { title, description, titleId, descriptionId } = handleAt(path);
    expect({ title: english._(titleId ?? ''), description: english._(descriptionId ?? '') }).toEqual({ title, description });
    expect(hindi._(titleId ?? '')).not.toBe(title);
    expect(hindi._(descriptionId ?? '')).not.toBe(description);
  });

  it('the home page, the FAQ and the contact page share one catalogue; the privacy dashboard and the legal pages have another', () => {
    const catalogueOf = (path: string) => handleAt(path).catalog;
    for (const path of ['/', '/faq', '/contact']) expect(catalogueOf(path)).toBe(MARKETING_CATALOG);
    for (const path of ['/privacy', '/privacy-dashboard', '/security-report', '/terms', '/risk-disclosure', '/dpdp-compliance', '/bug-bounty'])
      expect(catalogueOf(path)).toBe(MARKETING_LEGAL_CATALOG);
  });

  it.each([['en'], ['hi']] as const)('%s: a page of either catalogue loads its own, whichever was loaded first', async (locale) => {
    const legalFirst = i18nOf(locale, []);
    await ensureCatalog(legalFirst, MARKETING_LEGAL_CATALOG);
    expect(legalFirst.messages).not.toHaveProperty(['marketing.home.title']);
    await ensureCatalog(legalFirst, MARKETING_CATALOG);
    const homeFirst = i18nOf(locale, []);
    await ensureCatalog(homeFirst, MARKETING_CATALOG);
    expect(homeFirst.messages).not.toHaveProperty(['marketing.terms.title']);
    await ensureCatalog(homeFirst, MARKETING_LEGAL_CATALOG);
    const both = marketingI18n(locale);
    for (const i18n of [legalFirst, homeFirst])
      for (const id of ['marketing.home.title', 'marketing.contact.title', 'marketing.terms.title', 'marketing.privacy.title'])
        expect(i18n._(id)).toBe(both._(id));
  });

  it('gives every page its own description (/privacy and /privacy-dashboard are one screen)', () => {
    const { title, description } = handleAt('/privacy');
    expect(handleAt('/privacy-dashboard')).toMatchObject({ title, description });
    const descriptions = routes.filter((route) => route.path !== '/privacy').map((route) => routeHandleOf(route.handle).description);
    expect(new Set(descriptions).size).toBe(routes.length - 1);
  });

  it('/faq carries a schema.org FAQPage with every question of the page whose answer states no figure, each with its answer', async () => {
    const faq = await jsonLdOf('/faq', 'FAQPage');
    expect(faq?.['@context']).toBe('https://schema.org');
    const english = marketingI18n('en');
    const questions = faqCategories.flatMap((category): readonly FaqItem[] => faqItems[category.key]).filter((item) => !statesFigures(english, item.answer));
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(faq?.mainEntity).toEqual(
      questions.map((item) => ({
        '@type': 'Question',
        name: english._(item.question),
        acceptedAnswer: { '@type': 'Answer', text: english._(item.answer) },
      })),
    );
    expect(JSON.stringify(faq?.mainEntity)).not.toMatch(/marketing\.faq\.|\{\w+\}/);
  });

  it('/ carries a schema.org Organization from the brand config, with its support contact', async () => {
    const organization = await jsonLdOf('/', 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: BRAND.name,
      legalName: BRAND.company,
      url: BRAND.website,
      description: handleAt('/').description,
      contactPoint: [{ '@type': 'ContactPoint', telephone: BRAND.phone.e164, email: BRAND.email.support }],
    });
    expect(JSON.stringify(organization)).not.toContain('undefined');
  });

  it('only / and /faq carry structured data', async () => {
    const withJsonLd: string[] = [];
    for (const route of routes) if (((await routeHandleOf(route.handle).loadJsonLd?.(marketingI18n())) ?? []).length > 0) withJsonLd.push(route.path ?? '');
    expect(withJsonLd).toEqual(['/', '/faq']);
  });

  it('only /faq and /risk-disclosure fetch public data on the server: the figures the answers and the risk levels state', async () => {
    api = fakeCatalogueApi();
    const store = createPlatformStore();
    for (const route of routes) {
      if (route.path === '/faq' || route.path === '/risk-disclosure') continue;
      await expect(routeHandleOf(route.handle).loadServerData?.({ dispatch: store.dispatch, params: {} })).resolves.toBeUndefined();
    }
    expect(api.calls).toEqual([]);
    await handleAt('/faq').loadServerData?.({ dispatch: store.dispatch, params: {} });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/catalogue/figures']);
    // The risk disclosure's levels and insurance come from the same answer (one request per store).
    await handleAt('/risk-disclosure').loadServerData?.({ dispatch: createPlatformStore().dispatch, params: {} });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/catalogue/figures', '/api/catalogue/figures']);
  });
});

describe('server rendering and hydration', () => {
  it.each(REMOTES.marketing.paths.map((path) => [path]))('%s: the browser hydrates the server HTML as is', async (path) => {
    const store = createPlatformStore();
    const html = await renderOnServer(routes, path, store);
    const { errors } = await hydrateInBrowser(routes, html, path, store);
    expect(errors).toEqual([]);
  });

  it('/faq: every question and answer of every category is in the server HTML, with its figures, shown when scripts do not run', async () => {
    fakeCatalogueApi();
    const store = createPlatformStore();
    await handleAt('/faq').loadServerData?.({ dispatch: store.dispatch, params: {} });
    const html = unescaped(await renderOnServer(routes, '/faq', store));
    const english = marketingI18n('en');
    const values = faqValues(catalogueFigures, english._(FIGURE_UNAVAILABLE));
    for (const category of faqCategories) {
      expect(html).toContain(`>${english._(category.label)}</h2>`);
      for (const item of faqItems[category.key]) {
        expect(html).toContain(english._(item.question));
        expect(html).toContain(english._(item.answer, values));
      }
    }
    expect(html).toContain('TDS of 10% is deducted once the interest we pay you in a financial year (April to March) passes ₹10,000');
    expect(html).toContain('<noscript><style>');
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>Contact Form<\/a>/);
  });

  it('/contact: the form says, without scripts, that it needs JavaScript', async () => {
    const html = await renderOnServer(routes, '/contact', createPlatformStore());
    expect(html).toMatch(new RegExp(`<noscript><p [^>]*>${NO_SCRIPT_FORM_TEXT}</p></noscript><form`));
  });

  it('/privacy: the request cards and the consent switches say, without scripts, that they need JavaScript', async () => {
    const html = await renderOnServer(routes, '/privacy', createPlatformStore());
    const english = marketingI18n('en');
    expect(html).toContain(`>${english._(privacyPage.requestsNoScriptText)}</p></noscript>`);
    expect(html).toContain(`>${english._(privacyPage.consentNoScriptText)}</p></noscript>`);
  });

  it('/: the hero actions and category tiles are links', async () => {
    const html = unescaped(await renderOnServer(routes, '/', createPlatformStore()));
    expect(html).toMatch(/<a [^>]*href="\/kyc"[^>]*>Start KYC Process<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/calculator"[^>]*>Calculate ROI<\/a>/);
    expect(html).toContain('href="/products?category=PREMIUM_GOLD"');
  });
});
