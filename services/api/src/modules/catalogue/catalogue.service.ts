import { Inject, Injectable } from '@nestjs/common';
import {
  CATEGORY_KEYS,
  PRODUCT_PAGE_KEYS,
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

/** Every string of a value with its figure tokens filled (records of the data file: strings, arrays, objects). */
function fillDeep<T>(value: T, tokens: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return fillFigures(value, tokens) as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => fillDeep(entry, tokens)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, fillDeep(entry, tokens)])) as T;
  }
  return value;
}

function toDetail(row: CatalogueDetailEntity): CategoryDetail {
  const { features, benefits, risks, taxation, eligibility, investmentStrategies, returns, liquidity } = row;
  return { features, benefits, risks, taxation, eligibility, investmentStrategies, returns, liquidity };
}

/** A summary card with the figures computed from its category's plans: returns range, highest risk, insurance. */
function toSummaryCard(row: CatalogueSummaryCardEntity, figures: CategoryFigures): SummaryCard {
  const { category, title, description, liquidity } = row;
  return { category, title, description, returns: figures.returns, risk: figures.risk, insurance: figures.insurance, liquidity };
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
      const [categories, pages, details] = await Promise.all([this.categories(em), this.productPages(em), em.find(CatalogueDetailEntity)]);
      const figures = this.figuresOf(pages as ProductPages);
      const liquidity = byCategory((key) => fillFigures(details.find((row) => row.categoryKey === key)?.liquidity ?? '', figures.tokens[key]));
      return { categories: this.fillCategories(categories, figures), items: this.itemsOf(pages as ProductPages), liquidity };
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
      const category = await em.findOneBy(CatalogueCategoryEntity, { key: page.category });
      if (!category) throw new AppException(404, 'NOT_FOUND', `No category ${page.category}.`);
      const { tokens, categories } = this.figuresOf(pages as ProductPages);
      const risk = categories[page.category].risk;
      return { ...fillDeep(page, tokens[page.category]), displayLabel: category.displayLabel, risk } as ProductPageResponse<S>;
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
  private itemsOf(pages: ProductPages): Record<CategoryKey, CatalogueItem[]> {
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
    return (await em.find(CatalogueSummaryCardEntity, { order: { position: 'ASC' } })).map(({ category, title, description, liquidity }) => ({
      category,
      title,
      description,
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
