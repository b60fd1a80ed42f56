import type {
  CatalogueFiguresResponse,
  CatalogueProductsResponse,
  KnowledgeHubResponse,
  PlanTerms,
  PlanTermsListResponse,
  ProductPageResponse,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CATALOGUE_REFRESH_MS, CatalogueCache } from '../src/modules/catalogue/catalogue-cache.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

const get = <T>(path: string, headers: Record<string, string> = {}) => api.client().get<T>(path, { headers });
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const DEVANAGARI = /[\u0900-\u097F]/;

const PATHS = [
  '/api/catalogue/products',
  '/api/catalogue/knowledge-hub',
  '/api/catalogue/figures',
  '/api/catalogue/plans',
  '/api/catalogue/plans/plan.bonds.government-bonds',
  ...['fixed-deposits', 'bonds', 'mutual-funds', 'real-estate', 'gold', 'sdi'].map((slug) => `/api/catalogue/product-pages/${slug}`),
];

/** The leaves of an answer that are not strings (figures, flags, levels' numbers): the same in every language. */
function nonStrings(value: unknown, path = ''): Array<[string, unknown]> {
  if (typeof value === 'string') return [[path, 'string']];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, entry]) => nonStrings(entry, `${path}.${key}`));
  return [[path, value]];
}

describe('the catalogue in Hindi (Accept-Language)', () => {
  it('answers Hindi wording with the same figures, ids, paths and names as English', async () => {
    const english = await get<CatalogueProductsResponse>('/api/catalogue/products');
    const hindi = await get<CatalogueProductsResponse>('/api/catalogue/products', HINDI);
    expect(hindi.status).toBe(200);
    expect(hindi.body.categories.map((category) => [category.key, category.label])).toEqual([
      ['FIXED_DEPOSITS', 'सावधि जमा'],
      ['BONDS', 'बॉन्ड'],
      ['MUTUAL_FUNDS', 'म्यूचुअल फंड'],
      ['PREMIUM_GOLD', 'प्रीमियम गोल्ड'],
      ['SDI', 'SDI'],
      ['FRACTIONAL_REAL_ESTATE', 'रियल एस्टेट'],
    ]);
    expect(hindi.body.categories[0]?.tileSubtitle).toBe('1.5-1.83% मासिक भुगतान');
    expect(hindi.body.liquidity.FIXED_DEPOSITS).toBe('मध्यम: 3 महीने के बाद समय से पहले निकासी, अर्जित ब्याज पर 1-2% जुर्माने के साथ');
    // The cards' figures, ids, names and paths are the English ones.
    const cards = (body: CatalogueProductsResponse) =>
      Object.values(body.items)
        .flat()
        .map((card) => [
          card.planId,
          card.name,
          card.returns,
          card.lockIn,
          card.risk,
          card.productPath,
          card.terms.minAmount,
          card.terms.returnRate,
          card.terms.tenure,
        ]);
    expect(cards(hindi.body)).toEqual(cards(english.body));
    expect(hindi.body.categories.map((category) => category.displayLabel)).toEqual(english.body.categories.map((category) => category.displayLabel));
  });

  it.each(PATHS)('%s: every figure is the English one, and its wording is Hindi', async (path) => {
    const english = await get(path);
    const hindi = await get(path, HINDI);
    expect(hindi.status).toBe(200);
    expect(nonStrings(hindi.body)).toEqual(nonStrings(english.body));
    expect(hindi.text).not.toBe(english.text);
    expect(hindi.text).toMatch(DEVANAGARI);
    expect(english.text).not.toMatch(DEVANAGARI);
  });

  it('serves the knowledge hub, product pages, plans and figures in Hindi', async () => {
    const hub = (await get<KnowledgeHubResponse>('/api/catalogue/knowledge-hub', HINDI)).body;
    expect(hub.details.FIXED_DEPOSITS.features[0]).toBe('सभी योजनाओं में 18-22% सालाना का तय रिटर्न');
    expect(hub.details.FIXED_DEPOSITS.taxation[1]).toMatch(/^किसी वित्त वर्ष में हमारे द्वारा दिया गया ब्याज ₹[\d,]+ से ज़्यादा होते ही स्रोत पर कर कटौती/);
    expect(hub.summaryCards[0]).toMatchObject({ title: 'सावधि जमा', returns: '18-22% p.a.', liquidity: 'Medium' });
    expect(hub.summaryCards[0]?.insurance).toMatch(/^बीमित नहीं/);
    const fd = (await get<ProductPageResponse<'fixed-deposits'>>('/api/catalogue/product-pages/fixed-deposits', HINDI)).body;
    expect(fd.benefits[2]).toEqual({ title: 'समय से पहले निकासी', description: '3 महीने के बाद निकासी करें, अर्जित ब्याज पर 1-2% जुर्माने के साथ।' });
    expect(fd).toMatchObject({ path: '/fixed-deposits', productType: 'Fixed Deposit', displayLabel: 'Fixed Deposits' });
    const plan = (await get<PlanTerms>('/api/catalogue/plans/plan.bonds.government-bonds', HINDI)).body;
    expect(plan.facts.creditRating).toEqual({ grade: 'Not rated', reason: 'सरकारी प्रतिभूतियों के पीछे स्वयं सरकार की साख होती है; कोई एजेंसी इनकी रेटिंग नहीं करती।' });
    expect(plan.facts.issuer.name).toBe('Government of India');
    const plans = (await get<PlanTermsListResponse>('/api/catalogue/plans', HINDI)).body.plans;
    expect(plans.find((one) => one.planId === plan.planId)).toEqual(plan);
    const figures = (await get<CatalogueFiguresResponse>('/api/catalogue/figures', HINDI)).body;
    expect(figures.categories.FIXED_DEPOSITS).toMatchObject({
      returns: '18-22% p.a.',
      tenure: '12 to 36 months',
      insurance: expect.stringMatching(/^बीमित नहीं/),
    });
  });

  it.each([
    [{}],
    [{ 'accept-language': 'en-IN' }],
    [{ 'accept-language': 'fr, de;q=0.5' }],
    [{ 'accept-language': 'hi;q=0.4, en' }],
    [{ 'accept-language': 'hi;q=0' }],
  ])('answers English, byte for byte, to %j', async (headers) => {
    const plain = await get('/api/catalogue/knowledge-hub', { 'accept-language': 'en' });
    const asked = await get('/api/catalogue/knowledge-hub', headers);
    expect(asked.text).toBe(plain.text);
    expect(asked.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('says it varies by language, tags each language apart and answers 304 to each language’s own tag', async () => {
    for (const path of PATHS) {
      const english = await get(path, { 'accept-language': 'en-IN' });
      const hindi = await get(path, { 'accept-language': 'hi-IN' });
      for (const answer of [english, hindi]) expect(answer.headers.get('vary')).toMatch(/(^|, )Accept-Language($|,)/);
      const englishTag = english.headers.get('etag') ?? '';
      const hindiTag = hindi.headers.get('etag') ?? '';
      expect(hindiTag).toMatch(/^".+"$/);
      expect(hindiTag).not.toBe(englishTag);
      const hindiAgain = await get(path, { 'accept-language': 'hi-IN', 'if-none-match': hindiTag });
      expect(hindiAgain.status).toBe(304);
      expect(hindiAgain.headers.get('vary')).toMatch(/Accept-Language/);
      expect((await get(path, { 'accept-language': 'en-IN', 'if-none-match': englishTag })).status).toBe(304);
      // A copy in the other language is not current.
      expect((await get(path, { 'accept-language': 'hi-IN', 'if-none-match': englishTag })).status).toBe(200);
      expect((await get(path, { 'accept-language': 'en-IN', 'if-none-match': hindiTag })).status).toBe(200);
    }
  });

  it('keeps each language in memory apart and answers it before NestJS once loaded', async () => {
    const controllerReads = jest.spyOn(api.app.get(CatalogueCache), 'get');
    try {
      api.clock.advance(CATALOGUE_REFRESH_MS);
      controllerReads.mockClear();
      const english = await get('/api/catalogue/products');
      const hindi = await get('/api/catalogue/products', HINDI);
      expect(controllerReads.mock.calls.map(([key]) => key)).toEqual(['products', 'hi:products']);
      const hindiCached = await get('/api/catalogue/products', HINDI);
      const englishCached = await get('/api/catalogue/products');
      expect(controllerReads).toHaveBeenCalledTimes(2);
      expect(hindiCached.text).toBe(hindi.text);
      expect(englishCached.text).toBe(english.text);
      expect(hindiCached.headers.get('vary')).toBe(hindi.headers.get('vary'));
      expect(hindiCached.headers.get('etag')).toBe(hindi.headers.get('etag'));
    } finally {
      controllerReads.mockRestore();
    }
  });

  it('documents Accept-Language in OpenAPI', async () => {
    const { body } = await get<{ paths: Record<string, { get: { parameters: Array<{ name: string; in: string }> } }> }>('/api/docs-json');
    for (const path of ['/api/catalogue/products', '/api/catalogue/knowledge-hub', '/api/catalogue/product-pages/{slug}'])
      expect(body.paths[path]?.get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'accept-language', in: 'header' })]));
  });
});
