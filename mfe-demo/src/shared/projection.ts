import { DEMO_MAX_MONTHS, DEMO_MIN_MONTHS, DEMO_PRODUCTS, type DemoProduct } from '@invest/contracts';

export interface Projection {
  investment: number;
  totalReturn: number;
  maturityAmount: number;
  monthlyPayout: number;
}

/**
 * The numeric part of a returns text. For a range such as '12-15% p.a.' the first number (12) is
 * taken, as the demo page says.
 */
export function rateOf(returns: string): number {
  const match = /\d+(\.\d+)?/.exec(returns);
  return match ? Number(match[0]) : 0;
}

/** Digits of the returns text as the demo sends them (returnRate): '18', or '12' for '12-15%'. */
export function returnRateText(returns: string): string {
  return String(rateOf(returns));
}

export function isRange(returns: string): boolean {
  return /\d\s*-\s*\d/.test(returns);
}

/**
 * Product §9: yearly return = amount × rate / 100; total = yearly × months / 12; maturity = amount +
 * total; monthly payout = total / months. Null unless the amount is within the product's bounds
 * (inclusive) and the months are a whole number from 6 to 60 (product §4, §5).
 */
export function projectReturns(
  product: Pick<DemoProduct, 'returns' | 'minAmount' | 'maxAmount'> | null,
  amount: number | null,
  months: number | null,
): Projection | null {
  if (!product || amount === null || months === null) return null;
  if (!Number.isFinite(amount) || amount < product.minAmount || amount > product.maxAmount) return null;
  if (!Number.isInteger(months) || months < DEMO_MIN_MONTHS || months > DEMO_MAX_MONTHS) return null;
  const yearly = (amount * rateOf(product.returns)) / 100;
  const totalReturn = (yearly * months) / 12;
  return { investment: amount, totalReturn, maturityAmount: amount + totalReturn, monthlyPayout: totalReturn / months };
}

/** A field's text as a number, or null when empty or not a number. */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function findDemoProduct(id: string | null | undefined): DemoProduct | null {
  return DEMO_PRODUCTS.find((product) => product.id === id) ?? null;
}
