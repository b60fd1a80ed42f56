/**
 * The catalogue's answers (GET /api/catalogue/products, /knowledge-hub, /figures, /plans, /product-pages/{slug}) built
 * from the catalogue's data and the platform's facts, in one place: the API builds them from its tables, the testing
 * kit from the data file (catalogue.json), so a change of the data flows through to both. Pure functions; a field
 * the data gains is passed through as it is.
 */
import {
  CATALOGUE_FIGURE_TOKENS,
  CATEGORY_KEYS,
  PRODUCT_PAGE_KEYS,
  type CatalogueCategory,
  type CatalogueData,
  type CatalogueFiguresResponse,
  type CatalogueItem,
  type CatalogueProductsResponse,
  type CategoryFigures,
  type CategoryKey,
  type InterestPayer,
  type KnowledgeHubResponse,
  type PlanTerms,
  type PlanTermsListResponse,
  type PlatformFacts,
  type ProductPageResponse,
  type ProductPages,
  type ProductPageSlug,
  type SummaryCard,
} from './catalogue.js';
import { categoryFiguresOf, figureTokens, fillFigures, tenureText } from './catalogue-figures.js';
import { INVESTMENT_LIMITS } from './investments.js';
import { PAYMENT_LIMITS } from './payments.js';
import { FD_PAYOUT_DAY } from './payout-schedule.js';
import { planTermsOf, plansByCategory } from './plan-terms.js';
import { ISSUER_KINDS, type PlanFactsRecord } from './product-facts.js';
import { isRiskLevel } from './risk-scale.js';
import { interestTdsOn, thresholdOf } from './tds-table.js';

type ByCategory<T> = Record<CategoryKey, T>;

const categoryKeys = new Set<string>(CATEGORY_KEYS);
const figureTokenNames = new Set<string>(CATALOGUE_FIGURE_TOKENS);
const issuerKinds = new Set<string>(ISSUER_KINDS);

type PlanRecord = PlanFactsRecord & { readonly name: string; readonly interestPayer?: string };

/** What is wrong with a plan's facts: an issuer, a rating with its agency (or why none rates it), a level of the risk scale. */
function factProblems(plan: PlanRecord, deposit: boolean): string[] {
  const problems: string[] = [];
  const rating = plan.creditRating as Partial<Record<'grade' | 'agency' | 'reason', unknown>> | undefined;
  if (!plan.issuer?.name || !issuerKinds.has(plan.issuer.kind)) problems.push(`${plan.name}: no issuer or an unknown issuer kind`);
  if (!rating || typeof rating.grade !== 'string' || !rating.grade) problems.push(`${plan.name}: no credit rating`);
  else if (rating.grade === 'Not rated' ? !rating.reason : !rating.agency) problems.push(`${plan.name}: a rating needs its agency (or why none rates it)`);
  if (!isRiskLevel(plan.risk)) problems.push(`${plan.name}: unknown risk ${String(plan.risk)}`);
  // A deposit's interest is paid by whoever takes it: a bank's deposit by the bank, a company's by the company.
  if (deposit && (plan.interestPayer === 'bank') !== (plan.issuer?.kind === 'bank')) problems.push(`${plan.name}: the payer and the issuer disagree`);
  return problems;
}

/**
 * Refuses a data file that names an unknown category, risk level or figure token, a plan without its facts, or a text
 * saying "guarantee" (the seed would store nonsense, or a claim nobody stands behind).
 */
export function assertCatalogueData(value: unknown): asserts value is CatalogueData {
  const data = value as CatalogueData;
  const problems: string[] = [];
  for (const category of data.categories) if (!categoryKeys.has(category.key)) problems.push(`unknown category ${category.key}`);
  for (const key of CATEGORY_KEYS) if (!data.details[key]) problems.push(`no details for ${key}`);
  for (const page of Object.values(data.productPages))
    for (const plan of page.plans as ReadonlyArray<PlanRecord>) problems.push(...factProblems(plan, page.category === 'FIXED_DEPOSITS'));
  // "Guaranteed" only where the terms name the guarantor (the plan's `guarantor`, shown as "Guaranteed by …").
  if (/guarantee/i.test(JSON.stringify(data).replace(/"guarantor":"[^"]*"/g, '')))
    problems.push('a text says "guarantee": only a plan naming its guarantor may');
  for (const token of JSON.stringify(data).matchAll(/\{([A-Za-z]+)\}/g))
    if (!figureTokenNames.has(token[1] ?? '')) problems.push(`unknown figure token {${token[1]}}`);
  if (problems.length > 0) throw new Error(`catalogue.json is invalid: ${problems.join('; ')}`);
}

function byCategory<T>(make: (key: CategoryKey) => T): ByCategory<T> {
  return Object.fromEntries(CATEGORY_KEYS.map((key) => [key, make(key)])) as ByCategory<T>;
}

/** Who pays the interest of every plan the catalogue offers today (plan-terms.ts); the pages state its threshold. */
const PLATFORM: InterestPayer = 'platform';

/**
 * The platform's own figures on an India calendar day ('YYYY-MM-DD'), from the configuration the server books and
 * checks with: the investment and payment limits, the processing fee, the s. 194A threshold of the interest the
 * platform pays from the dated TDS table in force (the one its payouts are booked with), the payout day of the
 * schedule. KYC and booking are instant: the API verifies and books in the request.
 */
export function platformFactsOn(indiaDay: string): PlatformFacts {
  const tds = interestTdsOn(indiaDay);
  return {
    minimumAmount: INVESTMENT_LIMITS.minimumAmount,
    maximumAmount: INVESTMENT_LIMITS.maximumAmount,
    cashMinimumAmount: PAYMENT_LIMITS.cashMinimumAmount,
    processingFee: PAYMENT_LIMITS.processingFee,
    tdsThreshold: { payer: PLATFORM, amount: thresholdOf(tds, PLATFORM, false) / 100, ratePercent: tds.rateBp / 100, since: tds.effectiveFrom },
    kycTime: 'instant',
    processingTime: 'instant',
    payoutDay: FD_PAYOUT_DAY,
  };
}

/** Every string of a value with its figure tokens filled (records of the data: strings, arrays, objects). */
export function fillDeep<T>(value: T, tokens: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return fillFigures(value, tokens) as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => fillDeep(entry, tokens)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, fillDeep(entry, tokens)])) as T;
  }
  return value;
}

/** What the texts are filled from: the platform's facts and each category's figures, from the booked terms. */
export interface CatalogueFigures {
  readonly facts: PlatformFacts;
  readonly terms: ReadonlyMap<string, PlanTerms>;
  readonly categories: ByCategory<CategoryFigures>;
  readonly tokens: ByCategory<Record<string, string>>;
}

/** The figures of the product pages' booked terms on the platform's facts. */
export function catalogueFiguresOf(pages: ProductPages, facts: PlatformFacts): CatalogueFigures {
  const terms = planTermsOf(pages);
  const grouped = plansByCategory(terms.values());
  const categories = byCategory((key) => categoryFiguresOf(grouped[key]));
  return { facts, terms, categories, tokens: byCategory((key) => figureTokens(categories[key], facts)) };
}

/** The categories in their order, each tile's subtitle filled. */
function filledCategories(categories: readonly CatalogueCategory[], figures: CatalogueFigures): CatalogueCategory[] {
  return [...categories]
    .sort((a, b) => a.order - b.order)
    .map((category) => ({ ...category, tileSubtitle: fillFigures(category.tileSubtitle, figures.tokens[category.key]) }));
}

/** The /products cards: every plan of the product pages, with its booked terms, leading to its page. */
function itemsOf(pages: ProductPages, figures: CatalogueFigures): ByCategory<CatalogueItem[]> {
  const items = byCategory((): CatalogueItem[] => []);
  for (const page of Object.values(pages) as ProductPages[keyof ProductPages][]) {
    for (const record of page.plans as ReadonlyArray<{ planId: string }>) {
      const plan = figures.terms.get(record.planId);
      if (!plan) continue;
      items[page.category].push({
        planId: plan.planId,
        name: plan.productName,
        returns: plan.returns,
        risk: plan.facts.risk,
        lockIn: tenureText(plan.tenure),
        interestPayer: plan.interestPayer,
        productPath: page.path,
        terms: plan,
      });
    }
  }
  return items;
}

/** GET /api/catalogue/products. */
export function catalogueProductsOf(data: CatalogueData, figures: CatalogueFigures): CatalogueProductsResponse {
  const liquidity = byCategory((key) => fillFigures(data.details[key]?.liquidity ?? '', figures.tokens[key]));
  return { categories: filledCategories(data.categories, figures), items: itemsOf(data.productPages, figures), liquidity };
}

/** A summary card with the figures computed from its category's plans: returns range, highest risk, insurance. */
function summaryCardOf(card: CatalogueData['summaryCards'][number], figures: CatalogueFigures): SummaryCard {
  const { returns, risk, insurance } = figures.categories[card.category];
  return { ...card, returns, risk, insurance };
}

/** GET /api/catalogue/knowledge-hub. */
export function knowledgeHubOf(data: CatalogueData, figures: CatalogueFigures): KnowledgeHubResponse {
  return {
    categories: filledCategories(data.categories, figures),
    summaryCards: data.summaryCards.map((card) => fillDeep(summaryCardOf(card, figures), figures.tokens[card.category])),
    details: byCategory((key) => fillDeep(data.details[key], figures.tokens[key])),
  };
}

/** GET /api/catalogue/figures. */
export function figuresAnswerOf(figures: CatalogueFigures): CatalogueFiguresResponse {
  return { facts: figures.facts, categories: figures.categories };
}

/** GET /api/catalogue/plans. */
export function plansAnswerOf(figures: CatalogueFigures): PlanTermsListResponse {
  return { plans: [...figures.terms.values()] };
}

/** GET /api/catalogue/product-pages/{slug}; undefined when the data has no such page, category or card. */
export function productPageOf<S extends ProductPageSlug>(data: CatalogueData, figures: CatalogueFigures, slug: S): ProductPageResponse<S> | undefined {
  const page = data.productPages[PRODUCT_PAGE_KEYS[slug]] as ProductPages[(typeof PRODUCT_PAGE_KEYS)[S]] | undefined;
  if (!page) return undefined;
  const category = data.categories.find((candidate) => candidate.key === page.category);
  if (!category) return undefined;
  const risk = figures.categories[page.category].risk;
  return { ...fillDeep(page, figures.tokens[page.category]), displayLabel: category.displayLabel, risk } as ProductPageResponse<S>;
}
