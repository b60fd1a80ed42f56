/** Rupees as a text shows them, from paise: "Rs. 1,00,000" or "Rs. 1,00,000.50" (Indian grouping, GSM characters). */
export function textRupees(paise: number): string {
  const whole = paise % 100 === 0;
  const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(paise / 100);
  return `Rs. ${rupees}`;
}
