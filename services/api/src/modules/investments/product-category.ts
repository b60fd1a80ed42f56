import type { CategoryKey } from '@invest/contracts';

/**
 * Category of a product type label. The page sends the selected product's category label ('Fixed Deposits',
 * 'Premium Gold', ...); product pages use the investment-selection types ('Fixed Deposit', 'Government Bonds',
 * 'Gold', 'Real Estate', ...). Both, and the keys themselves, are accepted, case and spacing aside.
 */
const LABELS: Record<string, CategoryKey> = {
  'fixed deposit': 'FIXED_DEPOSITS',
  'fixed deposits': 'FIXED_DEPOSITS',
  fd: 'FIXED_DEPOSITS',
  bond: 'BONDS',
  bonds: 'BONDS',
  'government bonds': 'BONDS',
  'corporate bonds': 'BONDS',
  'mutual fund': 'MUTUAL_FUNDS',
  'mutual funds': 'MUTUAL_FUNDS',
  gold: 'PREMIUM_GOLD',
  'premium gold': 'PREMIUM_GOLD',
  sdi: 'SDI',
  'structured debt instruments': 'SDI',
  'real estate': 'FRACTIONAL_REAL_ESTATE',
  'fractional real estate': 'FRACTIONAL_REAL_ESTATE',
};

export function categoryOf(productType: string): CategoryKey | undefined {
  const normalised = productType
    .trim()
    .replace(/[_\s]+/g, ' ')
    .toLowerCase();
  return LABELS[normalised];
}
