const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Paise as the pages state a figure of the TDS table: whole rupees, en-IN grouping (2_50_000_00 → '₹2,50,000'). */
export function tableRupees(paise: number): string {
  return WHOLE_RUPEES.format(paise / 100);
}
