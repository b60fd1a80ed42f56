import {
  assertCatalogueData,
  CATEGORY_KEYS,
  ISSUER_KINDS,
  PRODUCT_PAGE_KEYS,
  RISK_LEVELS,
  TAX_DEDUCTOR,
  depositInsuranceOf,
  highestRisk,
  type CatalogueFiguresResponse,
  type CatalogueProductsResponse,
  type KnowledgeHubResponse,
  type PlanFactsRecord,
  type PlanTerms,
  type PlanTermsListResponse,
  type ProductPageResponse,
  type ProductPageSlug,
} from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE_DATA } from '../src/modules/catalogue/catalogue-data.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
let api: TestApp;
let plans: readonly PlanTerms[];

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  plans = (await get<PlanTermsListResponse>('/api/catalogue/plans')).plans;
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 60_000);

async function get<T>(path: string): Promise<T> {
  const { status, body } = await api.client().get<T>(path);
  expect(status).toBe(200);
  return body;
}

const plansOf = (category: string) => plans.filter((plan) => plan.category === category);

describe('honest product facts: every plan names its issuer, rating and agency, insurance and risk', () => {
  it('every plan an investment can name states them, and the insurance follows from the issuer', () => {
    expect(plans.length).toBe(21);
    for (const plan of plans) {
      const { facts } = plan;
      expect(facts.issuer.name.length).toBeGreaterThan(3);
      expect(ISSUER_KINDS).toContain(facts.issuer.kind);
      // A grade with the agency that gave it, or 'Not rated' with the reason no agency rates it.
      if ('agency' in facts.creditRating) expect(facts.creditRating.agency.length).toBeGreaterThan(3);
      else expect([facts.creditRating.grade, facts.creditRating.reason.length > 10]).toEqual(['Not rated', true]);
      expect(facts.creditRating.grade.length).toBeGreaterThan(0);
      expect(RISK_LEVELS).toContain(facts.risk);
      expect(facts.insurance).toEqual(depositInsuranceOf(facts.issuer, plan.category === 'FIXED_DEPOSITS'));
      // DICGC insures a bank's deposits only, up to ₹5 lakh per depositor per bank.
      expect(facts.insurance.insured).toBe(plan.category === 'FIXED_DEPOSITS' && facts.issuer.kind === 'bank');
      expect(facts.insurance.statement).toMatch(facts.insurance.insured ? /^Insured by DICGC up to ₹5,00,000/ : /^Not insured: /);
    }
  });

  it("a fixed deposit whose interest the platform pays is the platform's company deposit, and is not insured", () => {
    for (const plan of plansOf('FIXED_DEPOSITS')) {
      expect([plan.interestPayer, plan.facts.issuer]).toEqual(['platform', { name: TAX_DEDUCTOR.name, kind: 'company' }]);
      expect(plan.facts.insurance.statement).toBe('Not insured: this is a company deposit, not a bank deposit, so DICGC deposit insurance does not cover it.');
    }
    for (const plan of plans.filter((candidate) => candidate.category !== 'FIXED_DEPOSITS'))
      expect(plan.facts.insurance.statement).toBe('Not insured: DICGC deposit insurance covers bank deposits only, and this product is not a bank deposit.');
  });

  it("each product page's plan records state the same facts as the terms they are booked at", async () => {
    for (const slug of Object.keys(PRODUCT_PAGE_KEYS) as ProductPageSlug[]) {
      const page = await get<ProductPageResponse>(`/api/catalogue/product-pages/${slug}`);
      for (const record of page.plans as ReadonlyArray<PlanFactsRecord & { planId: string }>) {
        const terms = plans.find((plan) => plan.planId === record.planId);
        expect(terms).toBeDefined();
        const { insurance, ...stated } = terms?.facts ?? { insurance: null };
        expect(insurance).not.toBeNull();
        expect({
          issuer: record.issuer,
          creditRating: record.creditRating,
          risk: record.risk,
          ...(record.guarantor ? { guarantor: record.guarantor } : {}),
        }).toEqual(stated);
      }
      // The page's category risk is derived from its plans, not restated.
      expect(page.risk).toBe(highestRisk(plansOf(page.category).map((plan) => plan.facts.risk)));
    }
  });
});

describe('one risk scale: a category’s risk is the highest of its plans’, on every answer', () => {
  it('figures, knowledge hub and /products cards agree with the plans', async () => {
    const [figures, hub, products] = await Promise.all([
      get<CatalogueFiguresResponse>('/api/catalogue/figures'),
      get<KnowledgeHubResponse>('/api/catalogue/knowledge-hub'),
      get<CatalogueProductsResponse>('/api/catalogue/products'),
    ]);
    for (const key of CATEGORY_KEYS) {
      const risk = highestRisk(plansOf(key).map((plan) => plan.facts.risk));
      expect([key, figures.categories[key].risk]).toEqual([key, risk]);
      expect([key, hub.summaryCards.find((card) => card.category === key)?.risk]).toEqual([key, risk]);
      expect(hub.summaryCards.find((card) => card.category === key)?.insurance).toBe(figures.categories[key].insurance);
      for (const item of products.items[key]) expect([item.planId, item.risk]).toEqual([item.planId, item.terms.facts.risk]);
    }
    // Spec's "Low-Medium" is not on the scale (README departures).
    expect(JSON.stringify([figures, hub, products, plans])).not.toContain('Low-Medium');
  });
});

describe('"Guaranteed" only where the terms name the guarantor', () => {
  it('no answer of the catalogue says guarantee except a plan naming its guarantor', async () => {
    const answers = await Promise.all(
      [
        '/api/catalogue/products',
        '/api/catalogue/knowledge-hub',
        '/api/catalogue/figures',
        ...Object.keys(PRODUCT_PAGE_KEYS).map((slug) => `/api/catalogue/product-pages/${slug}`),
      ].map((path) => get<unknown>(path)),
    );
    const text = JSON.stringify([answers, plans]).replace(/"guarantor":"[^"]*"/g, '');
    expect(text).not.toMatch(/guarantee/i);
    const guaranteed = plans.filter((plan) => plan.facts.guarantor !== undefined);
    expect(guaranteed.map((plan) => plan.planId)).toEqual(['plan.bonds.corporate-bonds']);
  });

  it('the data file is refused when a plan lacks its facts or a text claims a guarantee', () => {
    const withPlan = (change: (plan: Record<string, unknown>) => Record<string, unknown>) => {
      const data = structuredClone(CATALOGUE_DATA) as unknown as { productPages: { bonds: { plans: Record<string, unknown>[] } } };
      data.productPages.bonds.plans = data.productPages.bonds.plans.map(change);
      return data;
    };
    const without = (field: string) => withPlan((plan) => Object.fromEntries(Object.entries(plan).filter(([key]) => key !== field)));
    expect(() => assertCatalogueData(without('issuer'))).toThrow(/no issuer/);
    expect(() => assertCatalogueData(without('creditRating'))).toThrow(/no credit rating/);
    expect(() => assertCatalogueData(withPlan((plan) => ({ ...plan, creditRating: { grade: 'AA' } })))).toThrow(/needs its agency/);
    expect(() => assertCatalogueData(withPlan((plan) => ({ ...plan, risk: 'Low-Medium' })))).toThrow(/unknown risk Low-Medium/);
    expect(() => assertCatalogueData(withPlan((plan) => ({ ...plan, description: 'Guaranteed returns' })))).toThrow(/guarantee/);
    expect(() => assertCatalogueData(structuredClone(CATALOGUE_DATA))).not.toThrow();
  });
});
