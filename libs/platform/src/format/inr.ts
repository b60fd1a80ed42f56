const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** The one money formatter: en-IN grouping, rupee sign, no decimals (₹1,36,000). */
export function formatInr(amount: number): string {
  return inrFormatter.format(amount);
}

const exactFormatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money to the paisa, for an amount the investor must see exactly (₹98,846.84); whole rupees as formatInr (₹1,00,000). */
export function formatInrExact(amount: number): string {
  return Number.isInteger(amount) ? inrFormatter.format(amount) : exactFormatter.format(amount);
}
