import type { CategoryKey } from '@invest/contracts';

/** The categories whose holdings are units at a market price (no rate, no maturity): mutual funds and gold. */
export const MARKET_LINKED_CATEGORIES: ReadonlySet<CategoryKey> = new Set<CategoryKey>(['MUTUAL_FUNDS', 'PREMIUM_GOLD']);

export function isMarketLinked(category: CategoryKey): boolean {
  return MARKET_LINKED_CATEGORIES.has(category);
}

/** Where a plan's price comes from: a scheme's NAV in AMFI's file, or the gold price per gram (999 purity). */
export type Instrument = { kind: 'amfi'; schemeCode: string } | { kind: 'gold' };

/**
 * The AMFI scheme code each of the catalogue's funds is bought in, by the fund's key in its plan ids
 * (`item.mutual-funds.<key>`, `plan.mutual-funds.<key>.lumpsum|sip`). These are the sandbox feed's scheme codes
 * (services/sandbox-identity publishes NAVs for them); a live catalogue names its funds' AMFI codes here.
 */
const FUND_SCHEME_CODES: Readonly<Record<string, string>> = {
  'overnight-fund': '900101',
  'liquid-fund': '900102',
  'ultra-short-duration-fund': '900103',
  'money-market-fund': '900104',
  'short-duration-debt-fund': '900105',
  'corporate-bond-fund': '900106',
  'gilt-fund': '900107',
  'dynamic-bond-fund': '900108',
  'conservative-hybrid-fund': '900109',
  'balanced-advantage-fund': '900110',
  'aggressive-hybrid-fund': '900111',
  'index-fund': '900112',
  'large-cap-fund': '900113',
  'flexi-cap-fund': '900114',
  'elss-tax-saver-fund': '900115',
  'mid-and-small-cap-fund': '900116',
  'debt-fund': '900117',
  'hybrid-fund': '900118',
  'conservative-fund': '900119',
};

/** The instrument a market-linked plan is priced by; null for a plan of another category or an unknown fund. */
export function instrumentOf(category: CategoryKey, planId: string | null): Instrument | null {
  if (category === 'PREMIUM_GOLD') return { kind: 'gold' };
  if (category !== 'MUTUAL_FUNDS' || planId === null) return null;
  const key = /^(?:item|plan)\.mutual-funds\.([a-z-]+?)(?:\.(?:lumpsum|sip))?$/.exec(planId)?.[1];
  const schemeCode = key === undefined ? undefined : FUND_SCHEME_CODES[key];
  return schemeCode === undefined ? null : { kind: 'amfi', schemeCode };
}

/** What one unit of a category's holding is: a fund unit, or a gram of gold. */
export function unitOf(category: CategoryKey): 'unit' | 'gram' {
  return category === 'PREMIUM_GOLD' ? 'gram' : 'unit';
}
