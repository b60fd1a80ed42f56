import { CatalogueCategoryEntity } from './catalogue-category.entity.js';
import { CatalogueDetailEntity } from './catalogue-detail.entity.js';
import { CatalogueMetaEntity } from './catalogue-meta.entity.js';
import { CataloguePlanEntity } from './catalogue-plan.entity.js';
import { CatalogueProductPageEntity } from './catalogue-product-page.entity.js';
import { CatalogueSummaryCardEntity } from './catalogue-summary-card.entity.js';

export { CatalogueCategoryEntity, CatalogueDetailEntity, CatalogueMetaEntity, CataloguePlanEntity, CatalogueProductPageEntity, CatalogueSummaryCardEntity };

/** Registered in src/database/entities.ts. */
export const CATALOGUE_ENTITIES = [
  CatalogueCategoryEntity,
  CatalogueDetailEntity,
  CatalogueSummaryCardEntity,
  CatalogueProductPageEntity,
  CataloguePlanEntity,
  CatalogueMetaEntity,
];
