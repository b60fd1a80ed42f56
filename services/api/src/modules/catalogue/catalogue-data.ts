import { createHash } from 'node:crypto';
import { CATALOGUE_FIGURE_TOKENS, CATEGORY_KEYS, ISSUER_KINDS, isRiskLevel, type CatalogueData, type PlanFactsRecord } from '@invest/contracts';
import raw from './data/catalogue.json' with { type: 'json' };

const categoryKeys = new Set<string>(CATEGORY_KEYS);
const issuerKinds = new Set<string>(ISSUER_KINDS);
const figureTokens = new Set<string>(CATALOGUE_FIGURE_TOKENS);

/** What is wrong with a plan's facts: an issuer, a rating with its agency (or why none rates it), a level of the risk scale. */
function factProblems(plan: PlanFactsRecord & { name: string; interestPayer?: string }, deposit: boolean): string[] {
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

/** Refuses a data file that names an unknown category, risk level or figure token (the seed would store nonsense). */
export function assertCatalogueData(value: unknown): asserts value is CatalogueData {
  const data = value as CatalogueData;
  const problems: string[] = [];
  for (const category of data.categories) if (!categoryKeys.has(category.key)) problems.push(`unknown category ${category.key}`);
  for (const key of CATEGORY_KEYS) if (!data.details[key]) problems.push(`no details for ${key}`);
  for (const page of Object.values(data.productPages))
    for (const plan of page.plans as ReadonlyArray<PlanFactsRecord & { name: string; interestPayer?: string }>)
      problems.push(...factProblems(plan, page.category === 'FIXED_DEPOSITS'));
  // "Guaranteed" only where the terms name the guarantor (the plan's `guarantor`, shown as "Guaranteed by …").
  if (/guarantee/i.test(JSON.stringify(data).replace(/"guarantor":"[^"]*"/g, '')))
    problems.push('a text says "guarantee": only a plan naming its guarantor may');
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
