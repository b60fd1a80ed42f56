const rupeeGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 10000 → '₹10,000' (Indian grouping). */
export function rupeesText(amount: number): string {
  return `₹${rupeeGrouping.format(amount)}`;
}
