import { Inject, Injectable } from '@nestjs/common';
import {
  CATEGORY_KEYS,
  catalogueFiguresOf,
  catalogueProductsOf,
  figuresAnswerOf,
  knowledgeHubOf,
  planTermsOf,
  platformFactsOn,
  productPageOf,
  type CatalogueCategory,
  type CatalogueData,
  type CatalogueFigures,
  type CatalogueFiguresResponse,
  type CatalogueProductsResponse,
  type CategoryDetail,
  type CategoryKey,
  type KnowledgeHubResponse,
  type Language,
  type PlanTerms,
  type ProductPageResponse,
  type ProductPages,
  type ProductPageSlug,
  type SummaryCardRecord,
} from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { catalogueTexts, hindiFigures, hindiStatements, hindiTextOf, productPageTexts } from './catalogue-hindi.js';
import {
  CatalogueCategoryEntity,
  CatalogueDetailEntity,
  CataloguePlanEntity,
  CatalogueProductPageEntity,
  CatalogueSummaryCardEntity,
} from './entities/index.js';

type ByCategory<T> = Record<CategoryKey, T>;

function byCategory<T>(make: (key: CategoryKey) => T): ByCategory<T> {
  return Object.fromEntries(CATEGORY_KEYS.map((key) => [key, make(key)])) as ByCategory<T>;
}

function toCategory(row: CatalogueCategoryEntity): CatalogueCategory {
  return { key: row.key, label: row.label, displayLabel: row.displayLabel, tileSubtitle: row.tileSubtitle, order: row.order, homeTileOrder: row.homeTileOrder };
}

function toDetail(row: CatalogueDetailEntity): CategoryDetail {
  const { features, benefits, risks, taxation, eligibility, investmentStrategies, returns, liquidity } = row;
  return { features, benefits, risks, taxation, eligibility, investmentStrategies, returns, liquidity };
}

/**
 * Read-only access to the catalogue tables, assembled in the shapes of `@invest/contracts` by its one builder
 * (catalogue-answers.ts, which the testing kit's fixtures are built with too).
 */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The /products tabs and cards, in English or in Hindi (catalogue-hindi.ts: the same figures, other words). */
  products(language: Language = 'en'): Promise<CatalogueProductsResponse> {
    return this.db.run(async (em) => {
      const { data, figures } = this.inLanguage(await this.read(em), language);
      return this.worded(catalogueProductsOf(data, figures), language);
    });
  }

  knowledgeHub(language: Language = 'en'): Promise<KnowledgeHubResponse> {
    return this.db.run(async (em) => {
      const { data, figures } = this.inLanguage(await this.read(em), language);
      return this.worded(knowledgeHubOf(data, figures), language);
    });
  }

  /** Every figure the pages state, from the booked terms and the platform's configuration. */
  figures(language: Language = 'en'): Promise<CatalogueFiguresResponse> {
    return this.db.run(async (em) => this.worded(figuresAnswerOf(this.figuresOf((await this.productPages(em)) as ProductPages)), language));
  }

  productPage<S extends ProductPageSlug>(slug: S, language: Language = 'en'): Promise<ProductPageResponse<S>> {
    return this.db.run(async (em) => {
      const { data, figures } = this.inLanguage(await this.read(em), language);
      const page = productPageOf(data, figures, slug);
      if (!page) throw new AppException(404, 'NOT_FOUND', `No product page ${slug}.`);
      return this.worded(page, language);
    });
  }

  /**
   * Every plan an investment can name, with the terms it is booked at (read fresh: a booking uses today's terms). In
   * Hindi, the words of their facts (why no agency rates a plan, its guarantor, its deposit insurance) are Hindi.
   */
  planTerms(em?: EntityManager, language: Language = 'en'): Promise<Map<string, PlanTerms>> {
    const read = async (manager: EntityManager) => {
      const pages = await this.productPages(manager);
      if (language === 'en') return planTermsOf(pages as ProductPages);
      const plans = planTermsOf(productPageTexts(pages, hindiTextOf()) as ProductPages);
      return new Map([...plans].map(([planId, plan]) => [planId, hindiStatements(plan)]));
    };
    return em ? read(em) : this.db.run(read);
  }

  /** The data and its figures to build an answer from: in Hindi, its texts and the words of the figures they name. */
  private inLanguage(data: CatalogueData, language: Language): { data: CatalogueData; figures: CatalogueFigures } {
    if (language === 'en') return { data, figures: this.figuresOf(data.productPages) };
    const hindi = catalogueTexts(data, hindiTextOf());
    return { data: hindi, figures: hindiFigures(this.figuresOf(hindi.productPages)) };
  }

  /** An answer with the sentences the API composes itself (deposit insurance) in its language. */
  private worded<T>(answer: T, language: Language): T {
    return language === 'en' ? answer : hindiStatements(answer);
  }

  private figuresOf(pages: ProductPages): CatalogueFigures {
    return catalogueFiguresOf(pages, platformFactsOn(indiaDate(this.clock.now())));
  }

  /** One plan's terms; 404 when the catalogue has no such plan. */
  async plan(planId: string, em?: EntityManager, language: Language = 'en'): Promise<PlanTerms> {
    const plan = (await this.planTerms(em, language)).get(planId);
    if (!plan) throw new AppException(404, 'NOT_FOUND', 'No such plan in the catalogue.');
    return plan;
  }

  /** The whole catalogue, in the shape of the data file. */
  all(): Promise<CatalogueData> {
    return this.db.run((em) => this.read(em));
  }

  private async read(em: EntityManager): Promise<CatalogueData> {
    const [categories, details, summaryCards, productPages] = await Promise.all([
      this.categories(em),
      this.details(em),
      this.summaryCards(em),
      this.productPages(em),
    ]);
    return { categories, details, summaryCards, productPages: productPages as ProductPages };
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
