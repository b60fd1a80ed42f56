import type {
  CatalogueFiguresResponse,
  CatalogueProductsResponse,
  ErrorBody,
  InterestPayer,
  KnowledgeHubResponse,
  PlanTerms,
  PlanTermsListResponse,
  ProductPageResponse,
} from '@invest/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CATALOGUE_REFRESH_MS, CatalogueCache } from '../src/modules/catalogue/catalogue-cache.js';
import { CATALOGUE_DATA } from '../src/modules/catalogue/catalogue-data.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { CataloguePlanEntity } from '../src/modules/catalogue/entities/index.js';
import { loadCatalogue } from '../src/modules/catalogue/catalogue.seed.js';
import { Db } from '../src/database/db.js';
import { setClock } from './support/ledger-setup.js';
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

describe('GET /api/catalogue/products', () => {
  it('serves the six categories in tab order, one card per plan of the product pages, each with its booked terms', async () => {
    const { status, body } = await get<CatalogueProductsResponse>('/api/catalogue/products');
    expect(status).toBe(200);
    expect(body.categories.map((c) => [c.key, c.label])).toEqual([
      ['FIXED_DEPOSITS', 'Fixed Deposits'],
      ['BONDS', 'Bonds'],
      ['MUTUAL_FUNDS', 'Mutual Funds'],
      ['PREMIUM_GOLD', 'Premium Gold'],
      ['SDI', 'SDI'],
      ['FRACTIONAL_REAL_ESTATE', 'Real Estate'],
    ]);
    expect(Object.fromEntries(Object.entries(body.items).map(([key, items]) => [key, items.length]))).toEqual({
      FIXED_DEPOSITS: 3,
      BONDS: 3,
      MUTUAL_FUNDS: 3,
      PREMIUM_GOLD: 3,
      SDI: 3,
      FRACTIONAL_REAL_ESTATE: 3,
    });
    const cards = Object.values(body.items).flat();
    for (const card of cards) {
      const plan = await get<PlanTerms>(`/api/catalogue/plans/${card.planId}`);
      expect(plan.status).toBe(200);
      expect(card.terms).toEqual(plan.body);
      expect(card.returns).toBe(plan.body.returns);
    }
    expect(body.items.FIXED_DEPOSITS.map((card) => [card.name, card.returns, card.lockIn, card.productPath])).toEqual([
      ['Short Term FD', '18% p.a.', '12 months', '/fixed-deposits'],
      ['Medium Term FD', '20% p.a.', '24 months', '/fixed-deposits'],
      ['Long Term FD', '22% p.a.', '36 months', '/fixed-deposits'],
    ]);
    expect(body.liquidity.FIXED_DEPOSITS).toContain('1-2% penalty');
    expect(body.categories[0]?.tileSubtitle).toBe('1.5-1.83% monthly payouts');
  });

  it('books no plan of its own: every plan id is a product page plan', async () => {
    const { body } = await get<PlanTermsListResponse>('/api/catalogue/plans');
    expect(body.plans.map((plan) => plan.planId).filter((id) => !id.startsWith('plan.'))).toEqual([]);
    expect((await get('/api/catalogue/plans/item.sdi.structured-products')).status).toBe(404);
  });

  it('names who pays each plan’s interest, and the plan terms an investment is booked at carry it', async () => {
    // The platform pays every plan from its RazorpayX account today: no partner bank's deposit is listed.
    const { body } = await get<CatalogueProductsResponse>('/api/catalogue/products');
    const cards = Object.values(body.items).flat();
    expect(new Set(cards.map((item) => item.interestPayer))).toEqual(new Set(['platform']));
    expect(cards.every((item) => item.terms.interestPayer === item.interestPayer)).toBe(true);
    const page = await get<ProductPageResponse<'fixed-deposits'>>('/api/catalogue/product-pages/fixed-deposits');
    expect(page.body.plans.map((plan) => plan.interestPayer)).toEqual(['platform', 'platform', 'platform']);
    const terms = await get<PlanTermsListResponse>('/api/catalogue/plans');
    expect(terms.body.plans).toHaveLength(21);
    expect(terms.body.plans.every((plan) => plan.interestPayer === 'platform')).toBe(true);
    // A plan says 'bank' once the data does: the server reads the payer from the catalogue, not from code.
    const plans = api.app.get(DataSource).getRepository(CataloguePlanEntity);
    const longTermFd = { pageKey: 'fixedDeposits', position: 2 } as const;
    const { record } = await plans.findOneByOrFail(longTermFd);
    const payerOfLongTermFd = (interestPayer: InterestPayer) => plans.update(longTermFd, { record: { ...record, interestPayer } });
    await payerOfLongTermFd('bank');
    try {
      const booked = await api.app.get(CatalogueService).planTerms();
      expect(booked.get('plan.fixed-deposits.long-term-fd')?.interestPayer).toBe('bank');
      expect(booked.get('plan.fixed-deposits.short-term-fd')?.interestPayer).toBe('platform');
    } finally {
      await payerOfLongTermFd('platform');
    }
  });

  it('sends Cache-Control and an ETag, and 304 for a current copy', async () => {
    const first = await get('/api/catalogue/products');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/catalogue/products', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const stale = await get('/api/catalogue/products', { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
  });
});

describe('GET /api/catalogue/knowledge-hub', () => {
  it('states the TDS threshold booked for the interest the platform pays, from the TDS table on the day', async () => {
    const taxationOf = async () => (await get<KnowledgeHubResponse>('/api/catalogue/knowledge-hub')).body.details.FIXED_DEPOSITS.taxation;
    const now = api.clock.now().toISOString();
    try {
      setClock(api, '2025-03-31T12:00:00.000Z');
      expect(await taxationOf()).toContain("TDS is deducted once a financial year's interest we pay you passes ₹5,000");
      setClock(api, '2025-04-01T12:00:00.000Z');
      expect(await taxationOf()).toContain("TDS is deducted once a financial year's interest we pay you passes ₹10,000");
    } finally {
      setClock(api, now);
    }
  });

  it('serves the summary cards of the spec and a detail record per category', async () => {
    const { status, body, headers } = await get<KnowledgeHubResponse>('/api/catalogue/knowledge-hub');
    expect(status).toBe(200);
    expect(headers.get('etag')).toBeTruthy();
    expect(body.summaryCards.map((card) => [card.title, card.returns])).toEqual([
      ['Fixed Deposits', '18-22% p.a.'],
      ['Bonds', '5.5-18% p.a.'],
      ['Mutual Funds', '7.2-11.8% p.a.'],
      ['Premium Gold', 'Market Linked'],
      ['SDI', '9-18% p.a.'],
      ['Fractional Real Estate', '10-18% p.a.'],
    ]);
    // Every figure token of the texts is filled from the booked terms.
    expect(JSON.stringify(body)).not.toMatch(/\{[A-Za-z]+\}/);
    expect(body.details.FIXED_DEPOSITS.risks).toContain('Premature withdrawal penalty of 1-2% of interest earned');
    expect(body.details.FIXED_DEPOSITS.features).toContain('Tenures of 12 to 36 months');
    // A category's risk is the highest of its plans' (product-facts.test.ts checks every category).
    expect(body.summaryCards[0]?.risk).toBe('Medium');
    for (const detail of Object.values(body.details)) {
      for (const list of [detail.features, detail.benefits, detail.risks, detail.taxation, detail.eligibility, detail.investmentStrategies]) {
        expect(list.length).toBeGreaterThan(0);
      }
      expect(detail.returns).not.toBe('');
      expect(detail.liquidity).not.toBe('');
    }
  });
});

describe('GET /api/catalogue/figures', () => {
  it("states each category's range of booked terms and the platform's figures", async () => {
    const { status, body } = await get<CatalogueFiguresResponse>('/api/catalogue/figures');
    expect(status).toBe(200);
    expect(body.categories.FIXED_DEPOSITS).toEqual({
      returns: '18-22% p.a.',
      tenure: '12 to 36 months',
      minimum: '₹10,000 to ₹50,000',
      monthly: '1.5-1.83%',
      penalty: '1-2%',
      lockIn: '3 months',
      risk: 'Medium',
      insurance: 'Not insured: this is a company deposit, not a bank deposit, so DICGC deposit insurance does not cover it.',
    });
    expect(body.facts).toMatchObject({ minimumAmount: 10000, cashMinimumAmount: 500000, processingFee: 330, kycTime: 'instant', payoutDay: 15 });
  });

  it('states the TDS threshold the platform’s interest is booked with: the platform payer’s row of the TDS table on the day', async () => {
    const thresholdOn = async (instant: string) => {
      setClock(api, instant);
      return (await get<CatalogueFiguresResponse>('/api/catalogue/figures')).body.facts.tdsThreshold;
    };
    const now = api.clock.now().toISOString();
    try {
      expect(await thresholdOn('2025-03-31T12:00:00.000Z')).toEqual({ payer: 'platform', amount: 5000, ratePercent: 10, since: '2024-04-01' });
      expect(await thresholdOn('2025-04-01T12:00:00.000Z')).toEqual({ payer: 'platform', amount: 10000, ratePercent: 10, since: '2025-04-01' });
    } finally {
      setClock(api, now);
    }
  });
});

describe('GET /api/catalogue/product-pages/{slug}: the figures of product §9', () => {
  it('fixed deposits', async () => {
    const { body } = await get<ProductPageResponse<'fixed-deposits'>>('/api/catalogue/product-pages/fixed-deposits');
    expect(body).toMatchObject({ productType: 'Fixed Deposit', displayLabel: 'Fixed Deposits', risk: 'Medium', path: '/fixed-deposits' });
    expect(body.plans.map((p) => [p.durationMonths, p.rate, p.minAmount, p.monthlyReturn, p.popular])).toEqual([
      [12, '18% p.a.', 10000, '1.5%', true],
      [24, '20% p.a.', 25000, '1.67%', false],
      [36, '22% p.a.', 50000, '1.83%', false],
    ]);
  });

  it('bonds', async () => {
    const { body } = await get<ProductPageResponse<'bonds'>>('/api/catalogue/product-pages/bonds');
    expect(body.productType).toBe('Government Bonds');
    expect(body.plans.map((p) => [p.name, p.rate, p.minAmount, p.duration, p.risk, p.popular])).toEqual([
      ['Government Bonds', '5.5-7% p.a.', 10000, '1-10 years', 'Very Low', false],
      // One risk scale (no 'Low-Medium'); a BBB-rated high-yield bond is High (README departures).
      ['Corporate Bonds', '8-12% p.a.', 25000, '3-7 years', 'Medium', true],
      ['High Yield Bonds', '12-18% p.a.', 50000, '2-5 years', 'High', false],
    ]);
  });

  it('mutual funds', async () => {
    const { body } = await get<ProductPageResponse<'mutual-funds'>>('/api/catalogue/product-pages/mutual-funds');
    expect(body.productType).toBe('Mutual Funds');
    expect(body.plans.map((p) => [p.name, p.nav, p.return1y, p.return3y, p.minSip, p.minLumpsum, p.risk, p.popular])).toEqual([
      // The minimums the server books (never below the platform's ₹10,000).
      ['Debt Fund', 45.67, '8.5%', '9.2%', 10000, 10000, 'Low', true],
      ['Hybrid Fund', 78.92, '11.8%', '12.5%', 10000, 10000, 'Medium', false],
      // It holds a small equity share: no lower than the Debt Fund on the one scale (README departures).
      ['Conservative Fund', 32.41, '7.2%', '8.1%', 10000, 10000, 'Low', false],
    ]);
  });

  it('real estate', async () => {
    const { body } = await get<ProductPageResponse<'real-estate'>>('/api/catalogue/product-pages/real-estate');
    expect(body.productType).toBe('Real Estate');
    expect(
      body.plans.map((p) => [p.location.split(',')[0], p.totalValue, p.totalValueLabel, p.minInvestment, p.expectedReturn, p.rentalYield, p.appreciation]),
    ).toEqual([
      ['Mumbai', 500_000_000, '₹50 Cr', 25000, '12-15%', '8%', '6-8%'],
      ['Bangalore', 750_000_000, '₹75 Cr', 50000, '14-18%', '9%', '7-10%'],
      ['New Delhi', 350_000_000, '₹35 Cr', 25000, '10-13%', '7%', '5-7%'],
    ]);
  });

  it('gold, with the static price display', async () => {
    const { body } = await get<ProductPageResponse<'gold'>>('/api/catalogue/product-pages/gold');
    expect(body.productType).toBe('Gold');
    expect(body.price).toMatchObject({ current: 6247, perGrams: 10 });
    expect(body.plans.map((p) => [p.name, p.purity, p.minAmount, p.minAmountPer ?? null, p.storage])).toEqual([
      ['Digital Gold', '24K (999.9)', 10000, null, 'Free'],
      ['Gold SIP', '24K (999.9)', 10000, 'month', 'Free'],
      ['Gold Coins & Bars', '24K (999.9)', 10000, null, 'Free'],
    ]);
    expect(body.plans.every((p) => p.delivery === 'Physical delivery above ₹5,000')).toBe(true);
  });

  it('SDI', async () => {
    const { body } = await get<ProductPageResponse<'sdi'>>('/api/catalogue/product-pages/sdi');
    expect(body.productType).toBe('SDI');
    expect(body.plans.map((p) => [p.name, p.rate, p.minAmount, p.tenure])).toEqual([
      ['Corporate Debentures', '12-15% p.a.', 100000, '2-5 years'],
      ['Commercial Papers', '9-12% p.a.', 50000, '3-12 months'],
      ['Structured Products', '15-18% p.a.', 200000, '3-7 years'],
    ]);
    // One issuer each, with its own (fictional) rating, not the spec's ranges (README departures).
    expect(body.plans.map((p) => p.creditRating.grade)).toEqual(['AA+', 'A1+', 'PP-MLD AA']);
  });

  it('answers 404 in the error shape for an unknown page', async () => {
    const { status, body } = await get<ErrorBody>('/api/catalogue/product-pages/crypto');
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('the catalogue kept in memory', () => {
  const shortTermRate = (body: CatalogueProductsResponse) => body.items.FIXED_DEPOSITS.find((item) => item.name === 'Short Term FD')?.returns;
  const setShortTermRate = async (rate: string) => {
    const plans = api.app.get(DataSource).getRepository(CataloguePlanEntity);
    const row = await plans.findOneByOrFail({ pageKey: 'fixedDeposits', position: 0 });
    await plans.update({ pageKey: 'fixedDeposits', position: 0 }, { record: { ...row.record, rate } });
  };

  it('answers 304 to its ETag from memory, and serves a rate changed in the database after the refresh interval', async () => {
    const first = await get<CatalogueProductsResponse>('/api/catalogue/products');
    const etag = first.headers.get('etag') ?? '';
    expect(shortTermRate(first.body)).toBe('18% p.a.');
    await setShortTermRate('18.5% p.a.');
    try {
      const cached = await get('/api/catalogue/products', { 'if-none-match': etag });
      expect(cached.status).toBe(304);
      expect(cached.headers.get('etag')).toBe(etag);
      expect(cached.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
      expect(shortTermRate((await get<CatalogueProductsResponse>('/api/catalogue/products')).body)).toBe('18% p.a.');

      api.clock.advance(CATALOGUE_REFRESH_MS);
      const fresh = await get<CatalogueProductsResponse>('/api/catalogue/products', { 'if-none-match': etag });
      expect(fresh.status).toBe(200);
      expect(shortTermRate(fresh.body)).toBe('18.5% p.a.');
      const newTag = fresh.headers.get('etag') ?? '';
      expect(newTag).not.toBe(etag);
      expect((await get('/api/catalogue/products', { 'if-none-match': newTag })).status).toBe(304);
    } finally {
      await setShortTermRate('18% p.a.');
      api.clock.advance(CATALOGUE_REFRESH_MS);
    }
  });

  it('answers from memory before NestJS with what the controller sends: the same bytes, headers and 304, from any origin', async () => {
    const controllerReads = jest.spyOn(api.app.get(CatalogueCache), 'get');
    const headersOf = (response: { headers: Headers }) =>
      Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive'));
    const origins: Array<Record<string, string>> = [{ origin: 'http://localhost:8080' }, {}, { origin: 'https://elsewhere.example' }];
    for (const path of ['/api/catalogue/products', '/api/catalogue/figures', '/api/catalogue/product-pages/gold']) {
      for (const origin of origins) {
        // The entry is stale: the controller loads it; then it is fresh and answered before NestJS.
        api.clock.advance(CATALOGUE_REFRESH_MS);
        controllerReads.mockClear();
        const loaded = await get(path, origin);
        expect(controllerReads).toHaveBeenCalledTimes(1);
        const cached = await get(path, origin);
        expect(controllerReads).toHaveBeenCalledTimes(1);
        expect(cached.status).toBe(200);
        expect(cached.text).toBe(loaded.text);
        expect(headersOf(cached)).toEqual(headersOf(loaded));
        expect(headersOf(cached)).toMatchObject({ vary: 'Origin, Accept-Language', 'x-content-type-options': 'nosniff' });
        expect(cached.headers.get('access-control-allow-origin')).toBe(origin['origin'] === 'http://localhost:8080' ? origin['origin'] : null);
        const etag = cached.headers.get('etag') ?? '';
        const unchanged = await get(path, { ...origin, 'if-none-match': etag });
        expect(unchanged.status).toBe(304);
        expect(unchanged.text).toBe('');
        expect(controllerReads).toHaveBeenCalledTimes(1);
        // A 304 carries the cache metadata and CORS, not the security headers (RFC 9110 15.4.5): the controller's the same.
        expect(headersOf(unchanged)).toMatchObject({ etag, 'cache-control': 'public, max-age=60, must-revalidate', vary: 'Origin, Accept-Language' });
        expect(unchanged.headers.get('content-security-policy')).toBeNull();
        api.clock.advance(CATALOGUE_REFRESH_MS);
        const revalidated = await get(path, { ...origin, 'if-none-match': etag });
        expect(controllerReads).toHaveBeenCalledTimes(2);
        expect(revalidated.status).toBe(304);
        expect(headersOf(revalidated)).toEqual(headersOf(unchanged));
      }
    }
    controllerReads.mockRestore();
  });

  it('keeps each product page apart and does not keep a 404', async () => {
    const gold = await get<ProductPageResponse<'gold'>>('/api/catalogue/product-pages/gold');
    const sdi = await get<ProductPageResponse<'sdi'>>('/api/catalogue/product-pages/sdi');
    expect([gold.body.productType, sdi.body.productType]).toEqual(['Gold', 'SDI']);
    expect(gold.headers.get('etag')).not.toBe(sdi.headers.get('etag'));
    expect((await get<ProductPageResponse<'gold'>>('/api/catalogue/product-pages/gold')).body.productType).toBe('Gold');
    expect((await get('/api/catalogue/product-pages/crypto')).status).toBe(404);
  });
});

describe('catalogue storage', () => {
  it('holds exactly the data file, read back from the tables', async () => {
    expect(await api.app.get(CatalogueService).all()).toEqual(CATALOGUE_DATA);
  });

  it('documents the endpoints in OpenAPI', async () => {
    const { body } = await get<{ paths: Record<string, unknown> }>('/api/docs-json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/catalogue/products', '/api/catalogue/knowledge-hub', '/api/catalogue/figures', '/api/catalogue/product-pages/{slug}']),
    );
  });

  // Last: restarts the app on the same database.
  it('seeds idempotently at start and keeps a rate changed in the database', async () => {
    const before = await get('/api/catalogue/products');
    const plans = api.app.get(DataSource).getRepository(CataloguePlanEntity);
    const row = await plans.findOneByOrFail({ pageKey: 'fixedDeposits', position: 0 });
    await plans.update({ pageKey: 'fixedDeposits', position: 0 }, { record: { ...row.record, rate: '18.75% p.a.' } });
    await api.close();
    api = await startTestApp(database);
    const after = await get<CatalogueProductsResponse>('/api/catalogue/products');
    expect(after.body.items.FIXED_DEPOSITS.find((item) => item.name === 'Short Term FD')?.returns).toBe('18.75% p.a.');
    expect(Object.values(after.body.items).flat()).toHaveLength(18);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('reloads the whole catalogue when the data file changes, and only then', async () => {
    const db = api.app.get(Db);
    const edited = {
      ...CATALOGUE_DATA,
      summaryCards: CATALOGUE_DATA.summaryCards.map((card) => (card.category === 'BONDS' ? { ...card, description: 'Bonds of {tenure}.' } : card)),
    };
    expect(await db.transaction((em) => loadCatalogue(em, edited))).toBe(true);
    expect(await db.transaction((em) => loadCatalogue(em, edited))).toBe(false);
    // The API keeps its serialised answers for the refresh interval, then reads the tables again.
    api.clock.advance(CATALOGUE_REFRESH_MS);
    const hub = await get<KnowledgeHubResponse>('/api/catalogue/knowledge-hub');
    expect(hub.body.summaryCards.find((card) => card.category === 'BONDS')?.description).toBe('Bonds of 12 to 120 months.');
    const products = await get<CatalogueProductsResponse>('/api/catalogue/products');
    // The file's rate is back: a changed file replaces edits made in the database.
    expect(products.body.items.FIXED_DEPOSITS.find((item) => item.name === 'Short Term FD')?.returns).toBe('18% p.a.');
    expect(await db.transaction((em) => loadCatalogue(em))).toBe(true);
    expect(await api.app.get(CatalogueService).all()).toEqual(CATALOGUE_DATA);
  });
});
