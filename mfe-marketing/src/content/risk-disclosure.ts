/** Risk disclosure content (product §2 "Risk disclosure"). */

import type { ProductCategoryKey } from './home.js';

/** A category's key risks; its level (the highest of its plans') and deposit insurance come from the catalogue's figures. */
export interface CategoryRiskCard {
  readonly category: ProductCategoryKey;
  readonly title: string;
  readonly keyRisks: readonly string[];
}

export interface GeneralRisk {
  readonly title: string;
  readonly description: string;
}

export const riskDisclosurePage = {
  title: 'Risk Disclosure',
  description: 'Every investment carries risk. Read this page carefully and make sure you understand the risks of a product before you invest.',
  categoriesTitle: 'Risks by category',
  riskLevelLabel: 'Risk level',
  insuranceLabel: 'Deposit insurance',
  keyRisksLabel: 'Key risks',
  generalRisksTitle: 'General risks',
  disclaimersTitle: 'Important disclaimers',
} as const;

export const categoryRiskCards = [
  {
    category: 'FIXED_DEPOSITS',
    title: 'Fixed Deposits',
    keyRisks: [
      'Credit risk if the issuer cannot repay interest or principal',
      'Premature withdrawal penalty on the interest earned, at the rate your plan states',
      'Fixed returns may fall behind inflation',
    ],
  },
  {
    category: 'BONDS',
    title: 'Bonds',
    keyRisks: [
      'Interest rate risk: bond prices fall when rates rise',
      'Credit and default risk of the issuer, higher for high-yield bonds',
      'Limited liquidity before maturity',
    ],
  },
  {
    category: 'MUTUAL_FUNDS',
    title: 'Mutual Funds',
    keyRisks: [
      'Market risk: the NAV moves with the underlying securities',
      'Returns are market-linked and can be negative',
      'Exit loads may apply on early redemption',
    ],
  },
  {
    category: 'SDI',
    title: 'SDI',
    keyRisks: [
      'Credit risk of the underlying assets and of the issuer',
      'Complex structure that can be hard to value',
      'Low liquidity: usually held to maturity',
    ],
  },
  {
    category: 'FRACTIONAL_REAL_ESTATE',
    title: 'Fractional Real Estate',
    keyRisks: ['Property values and rents can fall', 'Vacancy and tenant default reduce rental income', 'Exit depends on finding a buyer for your share'],
  },
  {
    category: 'PREMIUM_GOLD',
    title: 'Premium Gold',
    keyRisks: [
      'Gold prices move with global markets and the rupee exchange rate',
      'No regular income from holding gold',
      'Delivery and making charges apply to physical gold',
    ],
  },
] as const satisfies readonly CategoryRiskCard[];

export const generalRisks = [
  { title: 'Market Risk', description: 'The value of market-linked investments can go down as well as up.' },
  { title: 'Liquidity Risk', description: 'Some investments cannot be sold quickly or without a loss before maturity.' },
  { title: 'Credit Risk', description: 'An issuer or borrower may fail to pay interest or repay the principal.' },
  { title: 'Interest Rate Risk', description: 'Changes in interest rates affect the value of fixed-income investments.' },
  { title: 'Inflation Risk', description: 'Returns may not keep pace with the rise in prices.' },
  { title: 'Regulatory Risk', description: 'Changes in law, tax or regulation can affect returns and availability.' },
] as const satisfies readonly GeneralRisk[];

export const riskDisclaimers = [
  'Investments are subject to market risks. Read all product-related documents carefully before investing.',
  'Past performance is not indicative of future returns.',
  'Returns shown on product pages and in the calculator are illustrations based on stated rates; actual returns can differ.',
  'Nothing on this platform is investment, tax or legal advice. Consult a qualified adviser if you are unsure whether a product suits you.',
  'Invest only money you can afford to keep invested for the full tenure.',
] as const satisfies readonly string[];
