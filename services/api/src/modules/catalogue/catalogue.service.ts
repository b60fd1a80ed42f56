import { Inject, Injectable } from '@nestjs/common';
import {
  CATEGORY_KEYS,
  PRODUCT_PAGE_KEYS,
  type CatalogueCategory,
  type CatalogueData,
  type CatalogueItem,
  type CatalogueProductsResponse,
  type CategoryDetail,
  type CategoryKey,
  type KnowledgeHubResponse,
  type ProductPageResponse,
  type ProductPages,
  type PlanTerms,
  type ProductPageSlug,
  type SummaryCard,
} from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import {
  CatalogueCategoryEntity,
  CatalogueDetailEntity,
  CatalogueItemEntity,
  CataloguePlanEntity,
  CatalogueProductPageEntity,
  CatalogueSummaryCardEntity,
} from './entities/index.js';
import { withTdsThreshold } from '../tds/tds-wording.js';
import { planTermsOf } from './plan-terms.js';

type ByCategory<T> = Record<CategoryKey, T>;

function byCategory<T>(make: (key: CategoryKey) => T): ByCategory<T> {
  return Object.fromEntries(CATEGORY_KEYS.map((key) => [key, make(key)])) as ByCategory<T>;
}

function toCategory(row: CatalogueCategoryEntity): CatalogueCategory {
  return { key: row.key, label: row.label, displayLabel: row.displayLabel, tileSubtitle: row.tileSubtitle, order: row.order, homeTileOrder: row.homeTileOrder };
}

function toItem(row: CatalogueItemEntity): CatalogueItem {
  return {
    planId: row.planId ?? '',
    name: row.name,
    returns: row.returns,
    risk: row.risk,
    ...(row.liquidity === null ? {} : { liquidity: row.liquidity }),
    ...(row.lockIn === null ? {} : { lockIn: row.lockIn }),
    interestPayer: row.interestPayer,
  };
}

function toDetail(row: CatalogueDetailEntity): CategoryDetail {
  const { features, benefits, risks, taxation, eligibility, investmentStrategies, returns, liquidity } = row;
  return { features, benefits, risks, taxation, eligibility, investmentStrategies, returns, liquidity };
}

function toSummaryCard(row: CatalogueSummaryCardEntity): SummaryCard {
  const { category, title, description, returns, risk, liquidity } = row;
  return { category, title, description, returns, risk, liquidity };
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
      const [categories, items, details] = await Promise.all([this.categories(em), this.items(em), em.find(CatalogueDetailEntity)]);
      const liquidity = byCategory((key) => details.find((row) => row.categoryKey === key)?.liquidity ?? '');
      return { categories, items, liquidity };
    });
  }

  knowledgeHub(): Promise<KnowledgeHubResponse> {
    return this.db.run(async (em) => {
      const [categories, summaryCards, details] = await Promise.all([this.categories(em), this.summaryCards(em), this.details(em)]);
      // A taxation line that states the TDS threshold states the one in force today (India), from the TDS table.
      const today = indiaDate(this.clock.now());
      const stated = byCategory((key) => ({ ...details[key], taxation: details[key].taxation.map((line) => withTdsThreshold(line, today)) }));
      return { categories, summaryCards, details: stated };
    });
  }

  productPage<S extends ProductPageSlug>(slug: S): Promise<ProductPageResponse<S>> {
    return this.db.run(async (em) => {
      const pages = await this.productPages(em, [PRODUCT_PAGE_KEYS[slug]]);
      const page = pages[PRODUCT_PAGE_KEYS[slug]] as ProductPages[(typeof PRODUCT_PAGE_KEYS)[S]] | undefined;
      if (!page) throw new AppException(404, 'NOT_FOUND', `No product page ${slug}.`);
      const [category, card] = await Promise.all([
        em.findOneBy(CatalogueCategoryEntity, { key: page.category }),
        em.findOneBy(CatalogueSummaryCardEntity, { category: page.category }),
      ]);
      if (!category || !card) throw new AppException(404, 'NOT_FOUND', `No category ${page.category}.`);
      return { ...page, displayLabel: category.displayLabel, risk: card.risk } as ProductPageResponse<S>;
    });
  }

  /** Every plan an investment can name, with the terms it is booked at (read fresh: a booking uses today's terms). */
  planTerms(em?: EntityManager): Promise<Map<string, PlanTerms>> {
    const read = async (manager: EntityManager) => {
      const [items, pages] = await Promise.all([this.items(manager), this.productPages(manager)]);
      return planTermsOf(items, pages as ProductPages);
    };
    return em ? read(em) : this.db.run(read);
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
      const [categories, items, details, summaryCards, productPages] = await Promise.all([
        this.categories(em),
        this.items(em),
        this.details(em),
        this.summaryCards(em),
        this.productPages(em),
      ]);
      return { categories, items, details, summaryCards, productPages: productPages as ProductPages };
    });
  }

  private async categories(em: EntityManager): Promise<CatalogueCategory[]> {
    return (await em.find(CatalogueCategoryEntity, { order: { order: 'ASC' } })).map(toCategory);
  }

  private async items(em: EntityManager): Promise<ByCategory<CatalogueItem[]>> {
    const rows = await em.find(CatalogueItemEntity, { order: { categoryKey: 'ASC', position: 'ASC' } });
    return byCategory((key) => rows.filter((row) => row.categoryKey === key).map(toItem));
  }

  private async details(em: EntityManager): Promise<ByCategory<CategoryDetail>> {
    const rows = await em.find(CatalogueDetailEntity);
    const found = new Map(rows.map((row) => [row.categoryKey, toDetail(row)]));
    return byCategory(
      (key) => found.get(key) ?? { features: [], benefits: [], risks: [], taxation: [], eligibility: [], investmentStrategies: [], returns: '', liquidity: '' },
    );
  }

  private async summaryCards(em: EntityManager): Promise<SummaryCard[]> {
    return (await em.find(CatalogueSummaryCardEntity, { order: { position: 'ASC' } })).map(toSummaryCard);
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
