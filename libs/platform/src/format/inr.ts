const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** The one money formatter: en-IN grouping, rupee sign, no decimals (₹1,36,000). */
export function formatInr(amount: number): string {
  return inrFormatter.format(amount);
}
