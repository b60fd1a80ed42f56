/**
 * Exact arithmetic of market-linked holdings. Two integers, never floats:
 * - a price is rupees × 10^4 per unit (`priceE4`): AMFI publishes NAVs to four decimals of a rupee, so 25.1234 is
 *   251234 (a hundredth of a paisa); a gold price per gram is the same, 7523.45 → 75234500;
 * - a number of units is units × 10^4 (`unitsE4`): units to four decimals, 398.0353 → 3980353.
 * So units = amount / price becomes unitsE4 = amountPaise × 10^6 / priceE4, and value = units × price becomes
 * valuePaise = unitsE4 × priceE4 / 10^6; both round down (never more units or money than paid for) and run in BigInt
 * (amountPaise × 10^6 passes 2^53 above ₹90 lakh).
 */
export const DECIMALS = 4;
const SCALE = 10n ** BigInt(DECIMALS);
/** 10^4 (units scale) × 10^4 (price scale) / 100 (rupees to paise). */
const PAISE_SCALE = 1_000_000n;

function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${what} is beyond exact integer arithmetic.`);
  return Number(value);
}

/** Units bought by `amountPaise` at `priceE4`, in ten-thousandths of a unit, rounded down. */
export function unitsFor(amountPaise: number, priceE4: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError('The amount must be whole paise.');
  if (!Number.isSafeInteger(priceE4) || priceE4 <= 0) throw new RangeError('The price must be a positive number of ten-thousandths of a rupee.');
  return toSafeNumber((BigInt(amountPaise) * PAISE_SCALE) / BigInt(priceE4), 'The number of units');
}

/** What `unitsE4` units are worth at `priceE4`, in paise, rounded down. */
export function valuePaise(unitsE4: number, priceE4: number): number {
  if (!Number.isSafeInteger(unitsE4) || unitsE4 < 0) throw new RangeError('Units must be whole ten-thousandths.');
  if (!Number.isSafeInteger(priceE4) || priceE4 < 0) throw new RangeError('The price must be whole ten-thousandths of a rupee.');
  return toSafeNumber((BigInt(unitsE4) * BigInt(priceE4)) / PAISE_SCALE, 'The value');
}

/**
 * A decimal text such as '25.1234', '7523.45' or '100' as ten-thousandths (251234, 75234500, 1000000); digits past the
 * fourth decimal are dropped (rounded down). null for anything that is not a plain non-negative decimal.
 */
export function parseE4(text: string): number | null {
  const match = /^\s*(\d{1,12})(?:\.(\d+))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').slice(0, DECIMALS).padEnd(DECIMALS, '0');
  return toSafeNumber(BigInt(match[1] ?? '0') * SCALE + BigInt(fraction), 'The decimal');
}

/** Ten-thousandths as a decimal text with all four decimals: 251234 → '25.1234', 3980353 → '398.0353'. */
export function formatE4(valueE4: number): string {
  const value = BigInt(valueE4);
  const whole = value / SCALE;
  const fraction = (value % SCALE).toString().padStart(DECIMALS, '0');
  return `${whole}.${fraction}`;
}
