import { madeOnFirstUse } from './made-on-first-use.js';

// Made on first use (made-on-first-use.ts): a page that shows no amount makes none.
const rupeeGrouping = madeOnFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

/** 10000 → '₹10,000' (Indian grouping). */
export function rupeesText(amount: number): string {
  return `₹${rupeeGrouping().format(amount)}`;
}
