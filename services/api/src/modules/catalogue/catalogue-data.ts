import { createHash } from 'node:crypto';
import { CATALOGUE_FIGURE_TOKENS, CATEGORY_KEYS, type CatalogueData, RISK_LEVELS } from '@invest/contracts';
import raw from './data/catalogue.json' with { type: 'json' };

const categoryKeys = new Set<string>(CATEGORY_KEYS);
const riskLevels = new Set<string>(RISK_LEVELS);
const figureTokens = new Set<string>(CATALOGUE_FIGURE_TOKENS);

/** Refuses a data file that names an unknown category, risk level or figure token (the seed would store nonsense). */
export function assertCatalogueData(value: unknown): asserts value is CatalogueData {
  const data = value as CatalogueData;
  const problems: string[] = [];
  for (const category of data.categories) if (!categoryKeys.has(category.key)) problems.push(`unknown category ${category.key}`);
  for (const key of CATEGORY_KEYS) if (!data.details[key]) problems.push(`no details for ${key}`);
  for (const card of data.summaryCards) if (!riskLevels.has(card.risk)) problems.push(`${card.title}: unknown risk ${card.risk}`);
  for (const token of JSON.stringify(data).matchAll(/\{([A-Za-z]+)\}/g))
    if (!figureTokens.has(token[1] ?? '')) problems.push(`unknown figure token {${token[1]}}`);
  if (problems.length > 0) throw new Error(`catalogue.json is invalid: ${problems.join('; ')}`);
}

assertCatalogueData(raw);

/** The catalogue data file (src/modules/catalogue/data/catalogue.json), checked. */
export const CATALOGUE_DATA: CatalogueData = raw;

/** SHA-256 of the data file's content: the seed reloads the tables only when it changes. */
export function catalogueHash(data: CatalogueData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}
