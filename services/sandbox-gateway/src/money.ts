const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const RUPEES_WITH_PAISE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** Paise as rupees with Indian grouping: 10033000 → '₹1,00,330'; 10050 → '₹100.50'. */
export function formatRupees(paise: number): string {
  const format = paise % 100 === 0 ? RUPEES : RUPEES_WITH_PAISE;
  return `₹${format.format(paise / 100)}`;
}

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Unix seconds as an Indian date: '15 Jan 2031'. */
export function formatDate(unixSeconds: number): string {
  return DATE.format(new Date(unixSeconds * 1000));
}
