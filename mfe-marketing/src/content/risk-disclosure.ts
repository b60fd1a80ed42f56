/**
 * Risk disclosure content (product §2 "Risk disclosure"): the ids of its messages (the legal catalogue,
 * src/legal/messages/<locale>.json, where the English of the spec and the Hindi are written).
 */

import type { RiskLevel } from '@invest/contracts';
import type { ProductCategoryKey } from './home.js';

/** A category's key risks; its level (the highest of its plans') and deposit insurance come from the catalogue's figures. */
export interface CategoryRiskCard {
  readonly category: ProductCategoryKey;
  readonly title: string;
  readonly keyRisks: readonly string[];
}

export interface GeneralRisk {
  readonly key: string;
  readonly title: string;
  readonly description: string;
}

const R = 'marketing.riskDisclosure';

export const riskDisclosurePage = {
  title: `${R}.title`,
  description: `${R}.description`,
  categoriesTitle: `${R}.categoriesTitle`,
  riskLevelLabel: `${R}.riskLevelLabel`,
  insuranceLabel: `${R}.insuranceLabel`,
  keyRisksLabel: `${R}.keyRisksLabel`,
  generalRisksTitle: `${R}.generalRisksTitle`,
  disclaimersTitle: `${R}.disclaimersTitle`,
} as const;

/** Each category's title is `marketing.riskDisclosure.category.<KEY>.title`, its risks `….risk1`, `risk2`, `risk3`. */
const card = (category: ProductCategoryKey): CategoryRiskCard => ({
  category,
  title: `${R}.category.${category}.title`,
  keyRisks: [1, 2, 3].map((n) => `${R}.category.${category}.risk${n}`),
});

export const categoryRiskCards: readonly CategoryRiskCard[] = [
  card('FIXED_DEPOSITS'),
  card('BONDS'),
  card('MUTUAL_FUNDS'),
  card('SDI'),
  card('FRACTIONAL_REAL_ESTATE'),
  card('PREMIUM_GOLD'),
];

export const generalRisks: readonly GeneralRisk[] = ['market', 'liquidity', 'credit', 'interestRate', 'inflation', 'regulatory'].map((key) => ({
  key,
  title: `${R}.general.${key}.title`,
  description: `${R}.general.${key}.description`,
}));

export const riskDisclaimers: readonly string[] = [1, 2, 3, 4, 5].map((n) => `${R}.disclaimer${n}`);

/** A category's risk level (the catalogue's figure, from the one risk scale) in the page's language. */
export const riskLevelLabels: Readonly<Record<RiskLevel, string>> = {
  'Very Low': `${R}.level.veryLow`,
  Low: `${R}.level.low`,
  Medium: `${R}.level.medium`,
  'Medium-High': `${R}.level.mediumHigh`,
  High: `${R}.level.high`,
  'Very High': `${R}.level.veryHigh`,
};
