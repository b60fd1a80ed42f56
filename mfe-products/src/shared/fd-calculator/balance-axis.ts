import { formatInr } from '@invest/platform';

const CRORE = 10_000_000;

/** The smallest of 1, 2, 2.5 and 5 × 10ⁿ that is at least `rough`: steps a reader can add in their head. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiple = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= rough) ?? 10;
  return multiple * power;
}

/**
 * Y-axis ticks of the balance chart: round, evenly spaced, distinct values covering [min, max]
 * (₹1,00,000 · ₹1,02,500 · ₹1,05,000 …), about `count` of them. A flat series (min = max) gets one tick.
 */
export function balanceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const step = niceStep((max - min) / Math.max(1, count - 1));
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = first; value <= last + step / 2; value += step) ticks.push(Math.round(value));
  return ticks;
}

/**
 * A tick's label: the full rupee amount (₹1,02,500) below a crore; above, crores with the decimals of the step, so
 * neighbouring ticks read differently and exactly (₹12.25 Cr, ₹12.50 Cr).
 */
export function balanceTickLabel(value: number, step: number): string {
  if (value < CRORE) return formatInr(value);
  // As many decimals as the step has in crores (0.25 Cr → 2), so every tick reads exactly.
  const inCrores = step / CRORE;
  const decimals = [0, 1, 2, 3, 4].find((places) => Math.abs(Math.round(inCrores * 10 ** places) - inCrores * 10 ** places) < 1e-6) ?? 4;
  return `₹${(value / CRORE).toFixed(decimals)} Cr`;
}

/** The axis: ticks, their labels, and a width that fits the longest label (12 px digits are about 7.5 px wide). */
export function balanceAxis(min: number, max: number): { ticks: number[]; label: (value: number) => string; width: number } {
  const ticks = balanceTicks(min, max);
  const step = ticks.length > 1 ? (ticks[1] ?? 0) - (ticks[0] ?? 0) : Math.max(1, min);
  const label = (value: number) => balanceTickLabel(value, step);
  const longest = Math.max(...ticks.map((tick) => label(tick).length));
  return { ticks, label, width: Math.ceil(longest * 7.5) + 12 };
}
