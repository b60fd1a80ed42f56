import { createHash } from 'node:crypto';
import { assertCatalogueData, type CatalogueData } from '@invest/contracts';
import raw from './data/catalogue.json' with { type: 'json' };

assertCatalogueData(raw);

/** The catalogue data file (src/modules/catalogue/data/catalogue.json), checked. */
export const CATALOGUE_DATA: CatalogueData = raw;

/** SHA-256 of the data file's content: the seed reloads the tables only when it changes. */
export function catalogueHash(data: CatalogueData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}
