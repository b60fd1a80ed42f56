import { createHash } from 'node:crypto';

/** The day the walks start from: a price of any earlier day is the starting price. */
const FIRST_DAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;
/** Largest daily move, in millionths of the price (±1.5 %). */
const MAX_STEP_PPM = 15_000;

/** A day's step of one series, in millionths: the same for the same series and day on every run and machine. */
function stepPpm(series: string, day: number): number {
  const digest = createHash('sha256').update(`${series}:${day}`).digest();
  return (digest.readUInt32BE(0) % (2 * MAX_STEP_PPM + 1)) - MAX_STEP_PPM;
}

/**
 * The price of `series` on `date` ('YYYY-MM-DD'), in ten-thousandths of a rupee: a random walk seeded by the series
 * name and the day (sha-256 of `<series>:<day number>`), one step a day from `startE4` on 2024-01-01. Deterministic,
 * so a test clock moved a few days sees a new price and every caller sees the same one; integer arithmetic only.
 */
export function priceOn(series: string, startE4: number, date: string): number {
  const target = Date.parse(`${date}T00:00:00Z`);
  let price = startE4;
  for (let day = 1; FIRST_DAY + day * DAY_MS <= target; day += 1) {
    price += Math.trunc((price * stepPpm(series, day)) / 1_000_000);
    // A walk never reaches zero: a price stays above a tenth of where it started.
    price = Math.max(price, Math.ceil(startE4 / 10));
  }
  return price;
}

/** Markets are closed on Saturdays and Sundays: no NAV and no gold price is published for them. */
export function isTradingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** Ten-thousandths as AMFI writes a NAV (four decimals): 251234 → '25.1234'. */
export function fourDecimals(valueE4: number): string {
  return `${Math.trunc(valueE4 / 10_000)}.${String(valueE4 % 10_000).padStart(4, '0')}`;
}
