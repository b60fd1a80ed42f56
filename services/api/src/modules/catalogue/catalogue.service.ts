import { Inject, Injectable } from '@nestjs/common';
import {
  CATEGORY_KEYS,
  PRODUCT_PAGE_KEYS,
  RISK_LEVELS,
  categoryFiguresOf,
  figureTokens,
  fillFigures,
  tenureText,
  type CatalogueCategory,
  type CatalogueData,
  type CatalogueFiguresResponse,
  type CatalogueItem,
  type CatalogueProductsResponse,
  type CategoryDetail,
  type CategoryFigures,
  type CategoryKey,
  type KnowledgeHubResponse,
  type PlatformFacts,
  type ProductPageResponse,
  type ProductPages,
  type PlanTerms,
  type ProductPageSlug,
  type RiskLevel,
  type SummaryCard,
  type SummaryCardRecord,
} from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import {
  CatalogueCategoryEntity,
  CatalogueDetailEntity,
  CataloguePlanEntity,
  CatalogueProductPageEntity,
  CatalogueSummaryCardEntity,
} from './entities/index.js';
import { platformFactsOn } from './platform-facts.js';
import { planTermsOf, plansByCategory } from './plan-terms.js';

type ByCategory<T> = Record<CategoryKey, T>;

function byCategory<T>(make: (key: CategoryKey) => T): ByCategory<T> {
  return Object.fromEntries(CATEGORY_KEYS.map((key) => [key, make(key)])) as ByCategory<T>;
}

function toCategory(row: CatalogueCategoryEntity): CatalogueCategory {
  return { key: row.key, label: row.label, displayLabel: row.displayLabel, tileSubtitle: row.tileSubtitle, order: row.order, homeTileOrder: row.homeTileOrder };
}

const riskLevels = new Set<string>(RISK_LEVELS);

/** Every string of a value with its figure tokens filled (records of the data file: strings, arrays, objects). */
function fillDeep<T>(value: T, tokens: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return fillFigures(value, tokens) as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => fillDeep(entry, tokens)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, fillDeep(entry, tokens)])) as T;
  }
  return value;
}

/** A plan record's own risk when it is one of the catalogue's levels. */
function planRisk(record: object): RiskLevel | null {
  const risk = 'risk' in record && typeof record.risk === 'string' ? record.risk : null;
  return risk !== null && riskLevels.has(risk) ? (risk as RiskLevel) : null;
}

function toDetail(row: CatalogueDetailEntity): CategoryDetail {
  const { features, benefits, risks, taxation, eligibility, investmentStrategies, returns, liquidity } = row;
  return { features, benefits, risks, taxation, eligibility, investmentStrategies, returns, liquidity };
}

function toSummaryCard(row: CatalogueSummaryCardEntity, figures: CategoryFigures): SummaryCard {
  const { category, title, description, risk, liquidity } = row;
  return { category, title, description, returns: figures.returns, risk, liquidity };
}

/** What the texts are filled from: the platform's facts and each category's figures, from the booked terms. */
interface Figures {
  facts: PlatformFacts;
  categories: Record<CategoryKey, CategoryFigures>;
  tokens: Record<CategoryKey, Record<string, string>>;
}

/** Read-only access to the catalogue tables, assembled in the shapes of `@invest/contracts`. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  products(): Promise<CatalogueProductsResponse> {
    return this.db.run(async (em) => {
      const [categories, pages, details, cards] = await Promise.all([
        this.categories(em),
        this.productPages(em),
        em.find(CatalogueDetailEntity),
        em.find(CatalogueSummaryCardEntity),
      ]);
      const figures = this.figuresOf(pages as ProductPages);
      const liquidity = byCategory((key) => fillFigures(details.find((row) => row.categoryKey === key)?.liquidity ?? '', figures.tokens[key]));
      const risk = byCategory((key) => cards.find((row) => row.category === key)?.risk ?? 'Medium');
      return { categories: this.fillCategories(categories, figures), items: this.itemsOf(pages as ProductPages, risk), liquidity };
    });
  }

  knowledgeHub(): Promise<KnowledgeHubResponse> {
    return this.db.run(async (em) => {
      const [categories, cards, details, pages] = await Promise.all([
        this.categories(em),
        em.find(CatalogueSummaryCardEntity, { order: { position: 'ASC' } }),
        this.details(em),
        this.productPages(em),
      ]);
      const figures = this.figuresOf(pages as ProductPages);
      return {
        categories: this.fillCategories(categories, figures),
        summaryCards: cards.map((row) => fillDeep(toSummaryCard(row, figures.categories[row.category]), figures.tokens[row.category])),
        details: byCategory((key) => fillDeep(details[key], figures.tokens[key])),
      };
    });
  }

  /** Every figure the pages state, from the booked terms and the platform's configuration. */
  figures(): Promise<CatalogueFiguresResponse> {
    return this.db.run(async (em) => {
      const { facts, categories } = this.figuresOf((await this.productPages(em)) as ProductPages);
      return { facts, categories };
    });
  }

  productPage<S extends ProductPageSlug>(slug: S): Promise<ProductPageResponse<S>> {
    return this.db.run(async (em) => {
      const pages = await this.productPages(em);
      const page = pages[PRODUCT_PAGE_KEYS[slug]] as ProductPages[(typeof PRODUCT_PAGE_KEYS)[S]] | undefined;
      if (!page) throw new AppException(404, 'NOT_FOUND', `No product page ${slug}.`);
      const [category, card] = await Promise.all([
        em.findOneBy(CatalogueCategoryEntity, { key: page.category }),
        em.findOneBy(CatalogueSummaryCardEntity, { category: page.category }),
      ]);
      if (!category || !card) throw new AppException(404, 'NOT_FOUND', `No category ${page.category}.`);
      const { tokens } = this.figuresOf(pages as ProductPages);
      return { ...fillDeep(page, tokens[page.category]), displayLabel: category.displayLabel, risk: card.risk } as ProductPageResponse<S>;
    });
  }

  /** Every plan an investment can name, with the terms it is booked at (read fresh: a booking uses today's terms). */
  planTerms(em?: EntityManager): Promise<Map<string, PlanTerms>> {
    const read = async (manager: EntityManager) => planTermsOf((await this.productPages(manager)) as ProductPages);
    return em ? read(em) : this.db.run(read);
  }

  private figuresOf(pages: ProductPages): Figures {
    const facts = platformFactsOn(this.clock.now());
    const grouped = plansByCategory(planTermsOf(pages).values());
    const categories = byCategory((key) => categoryFiguresOf(grouped[key]));
    return { facts, categories, tokens: byCategory((key) => figureTokens(categories[key], facts)) };
  }

  private fillCategories(categories: CatalogueCategory[], figures: Figures): CatalogueCategory[] {
    return categories.map((category) => ({ ...category, tileSubtitle: fillFigures(category.tileSubtitle, figures.tokens[category.key]) }));
  }

  /** The /products cards: every lump-sum plan of the product pages, with its booked terms, leading to its page. */
  private itemsOf(pages: ProductPages, risk: Record<CategoryKey, RiskLevel>): Record<CategoryKey, CatalogueItem[]> {
    const terms = planTermsOf(pages);
    const items = byCategory((): CatalogueItem[] => []);
    for (const page of Object.values(pages) as ProductPages[keyof ProductPages][]) {
      for (const record of page.plans as ReadonlyArray<{ planId: string; name: string }>) {
        const plan = terms.get(record.planId);
        if (!plan) continue;
        items[page.category].push({
          planId: plan.planId,
          name: plan.productName,
          returns: plan.returns,
          risk: planRisk(record) ?? risk[page.category],
          lockIn: tenureText(plan.tenure),
          interestPayer: plan.interestPayer,
          productPath: page.path,
          terms: plan,
        });
      }
    }
    return items;
  }

  /** One plan's terms; 404 when the catalogue has no such plan. */
  async plan(planId: string, em?: EntityManager): Promise<PlanTerms> {
    const plan = (await this.planTerms(em)).get(planId);
    if (!plan) throw new AppException(404, 'NOT_FOUND', 'No such plan in the catalogue.');
    return plan;
  }

  /** The whole catalogue, in the shape of the data file. */
  all(): Promise<CatalogueData> {
    return this.db.run(async (em) => {
      const [categories, details, summaryCards, productPages] = await Promise.all([
        this.categories(em),
        this.details(em),
        this.summaryCards(em),
        this.productPages(em),
      ]);
      return { categories, details, summaryCards, productPages: productPages as ProductPages };
    });
  }

  private async categories(em: EntityManager): Promise<CatalogueCategory[]> {
    return (await em.find(CatalogueCategoryEntity, { order: { order: 'ASC' } })).map(toCategory);
  }

  private async details(em: EntityManager): Promise<ByCategory<CategoryDetail>> {
    const rows = await em.find(CatalogueDetailEntity);
    const found = new Map(rows.map((row) => [row.categoryKey, toDetail(row)]));
    return byCategory(
      (key) => found.get(key) ?? { features: [], benefits: [], risks: [], taxation: [], eligibility: [], investmentStrategies: [], returns: '', liquidity: '' },
    );
  }

  private async summaryCards(em: EntityManager): Promise<SummaryCardRecord[]> {
    return (await em.find(CatalogueSummaryCardEntity, { order: { position: 'ASC' } })).map(({ category, title, description, risk, liquidity }) => ({
      category,
      title,
      description,
      risk,
      liquidity,
    }));
  }

  private async productPages(em: EntityManager, only?: ReadonlyArray<keyof ProductPages>): Promise<Partial<ProductPages>> {
    const [pages, plans] = await Promise.all([
      em.find(CatalogueProductPageEntity, { order: { position: 'ASC' } }),
      em.find(CataloguePlanEntity, { order: { pageKey: 'ASC', position: 'ASC' } }),
    ]);
    const result: Record<string, unknown> = {};
    for (const page of pages) {
      if (only && !only.includes(page.pageKey)) continue;
      result[page.pageKey] = {
        category: page.category,
        path: page.path,
        productType: page.productType,
        benefits: page.benefits,
        plans: plans.filter((plan) => plan.pageKey === page.pageKey).map((plan) => plan.record),
        ...(page.price ? { price: page.price } : {}),
      };
    }
    return result as Partial<ProductPages>;
  }
}
