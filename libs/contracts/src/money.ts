/**
 * Money on the wire is rupees (numbers with at most 2 decimals); the ledger and every calculation use integer paise
 * and rates in basis points, so sums are exact. One set of conversions for the API and the front ends.
 */

/** Rupees (at most 2 decimals) to integer paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees (exact to the paisa). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** A percent (18, 12.5) to basis points (1800, 1250). */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}
