import type { CatalogueData, ProductPages } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import type { Seed } from '../../database/seeds/seed.js';
import { CATALOGUE_DATA, catalogueHash } from './catalogue-data.js';
import {
  CatalogueCategoryEntity,
  CatalogueDetailEntity,
  CatalogueMetaEntity,
  CataloguePlanEntity,
  CatalogueProductPageEntity,
  CatalogueSummaryCardEntity,
} from './entities/index.js';

const META_ID = 'catalogue';

/** Children first, so foreign keys never block the delete. */
const TABLES_IN_DELETE_ORDER = [CataloguePlanEntity, CatalogueProductPageEntity, CatalogueSummaryCardEntity, CatalogueDetailEntity, CatalogueCategoryEntity];

/**
 * Loads the data file into the catalogue tables, in the seed runner's transaction. Idempotent: when the
 * tables already hold this exact file (same hash) nothing is written, so edits made in the database by
 * ops survive a restart; a changed file replaces the whole catalogue at the next start.
 */
export async function loadCatalogue(em: EntityManager, data: CatalogueData = CATALOGUE_DATA): Promise<boolean> {
  const hash = catalogueHash(data);
  const rowLocks = em.connection.options.type === 'mysql';
  const meta = await em.getRepository(CatalogueMetaEntity).findOne({
    where: { id: META_ID },
    ...(rowLocks ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (meta?.contentHash === hash) return false;

  for (const entity of TABLES_IN_DELETE_ORDER) await em.createQueryBuilder().delete().from(entity).execute();

  await em.insert(
    CatalogueCategoryEntity,
    data.categories.map((category) => ({ ...category })),
  );
  await em.insert(
    CatalogueDetailEntity,
    data.categories.map(({ key }) => ({ categoryKey: key, ...data.details[key] }) as CatalogueDetailEntity),
  );
  await em.insert(
    CatalogueSummaryCardEntity,
    data.summaryCards.map((card, position) => ({ ...card, position })),
  );
  const pages = Object.entries(data.productPages) as Array<[keyof ProductPages, ProductPages[keyof ProductPages]]>;
  await em.insert(
    CatalogueProductPageEntity,
    pages.map(([pageKey, page], position) => ({
      pageKey,
      position,
      category: page.category,
      path: page.path,
      productType: page.productType,
      benefits: [...page.benefits],
      price: 'price' in page ? page.price : null,
    })),
  );
  await em.save(
    CataloguePlanEntity,
    pages.flatMap(([pageKey, page]) => page.plans.map((plan, position) => ({ pageKey, position, record: { ...plan } }))),
  );
  await em.getRepository(CatalogueMetaEntity).save({ id: META_ID, contentHash: hash });
  return true;
}

export const catalogueSeed: Seed = {
  name: 'catalogue',
  run: async (em) => {
    await loadCatalogue(em);
  },
};
