import { daysBetween } from './valuation.js';

/** One dated cash flow: negative when the investor pays in, positive when money comes back (or is held). */
export interface CashFlow {
  date: string;
  amount: number;
}

const MIN_RATE = -0.9999;
const MAX_RATE = 1000;

function netPresentValue(flows: CashFlow[], first: string, rate: number): number {
  return flows.reduce((sum, flow) => sum + flow.amount / (1 + rate) ** (daysBetween(first, flow.date) / 365), 0);
}

/**
 * XIRR: the yearly rate r at which Σ amountᵢ / (1 + r)^(daysᵢ / 365) = 0 (actual/365, as spreadsheets compute it).
 * Answers a fraction (0.195 = 19.5%) or null when it is undefined: flows spanning less than a day, or flows of
 * one sign only. Solved by bisection, which cannot diverge: NPV falls as the rate rises for an investment.
 */
export function xirr(flows: CashFlow[]): number | null {
  if (flows.length < 2) return null;
  const dates = flows.map((flow) => flow.date).sort();
  const first = dates[0] as string;
  const last = dates[dates.length - 1] as string;
  if (daysBetween(first, last) < 1) return null;
  if (!flows.some((flow) => flow.amount < 0) || !flows.some((flow) => flow.amount > 0)) return null;
  let low = MIN_RATE;
  let high = MAX_RATE;
  let npvLow = netPresentValue(flows, first, low);
  const npvHigh = netPresentValue(flows, first, high);
  if (Math.sign(npvLow) === Math.sign(npvHigh)) return null;
  for (let step = 0; step < 200 && high - low > 1e-10; step += 1) {
    const mid = (low + high) / 2;
    const npvMid = netPresentValue(flows, first, mid);
    if (npvMid === 0) return mid;
    if (Math.sign(npvMid) === Math.sign(npvLow)) {
      low = mid;
      npvLow = npvMid;
    } else {
      high = mid;
    }
  }
  return (low + high) / 2;
}
