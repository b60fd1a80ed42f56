/**
 * The catalogue's answers as the API serves them, built from its data file (services/api/.../data/catalogue.json) by
 * the API's own builder (`@invest/contracts` catalogue-answers.ts), never copied: a change of the data, a field added
 * to it included, flows through to every test. Typed as the contract, so a change of shape fails the type-check.
 */
import {
  PRODUCT_PAGE_KEYS,
  assertCatalogueData,
  catalogueFiguresOf,
  catalogueProductsOf,
  figuresAnswerOf,
  knowledgeHubOf,
  plansAnswerOf,
  platformFactsOn,
  productPageOf,
  type CatalogueData,
  type CatalogueFiguresResponse,
  type CatalogueProductsResponse,
  type KnowledgeHubResponse,
  type PlanTermsListResponse,
  type ProductPageResponse,
  type ProductPageSlug,
} from '@invest/contracts';
import raw from '../../../../services/api/src/modules/catalogue/data/catalogue.json' with { type: 'json' };

/** The India day the fixtures' platform facts (the TDS threshold in force) are read on. */
export const CATALOGUE_FIXTURE_DAY = '2026-04-01';

assertCatalogueData(raw);
const data: CatalogueData = raw;
const figures = catalogueFiguresOf(data.productPages, platformFactsOn(CATALOGUE_FIXTURE_DAY));

/** GET /api/catalogue/products. */
export const catalogueProducts: CatalogueProductsResponse = catalogueProductsOf(data, figures);

/** GET /api/catalogue/knowledge-hub. */
export const knowledgeHub: KnowledgeHubResponse = knowledgeHubOf(data, figures);

/** GET /api/catalogue/figures. */
export const catalogueFigures: CatalogueFiguresResponse = figuresAnswerOf(figures);

/** GET /api/catalogue/plans. */
export const cataloguePlans: PlanTermsListResponse = plansAnswerOf(figures);

function pageOf<S extends ProductPageSlug>(slug: S): ProductPageResponse<S> {
  const page = productPageOf(data, figures, slug);
  if (!page) throw new Error(`catalogue.json has no product page ${slug}`);
  return page;
}

type ProductPageFixtures = { readonly [S in ProductPageSlug]: ProductPageResponse<S> };

/** GET /api/catalogue/product-pages/{slug}, for every slug. */
export const productPages: ProductPageFixtures = Object.fromEntries(
  (Object.keys(PRODUCT_PAGE_KEYS) as ProductPageSlug[]).map((slug) => [slug, pageOf(slug)]),
) as ProductPageFixtures;
