import { formatIndiaDate } from '@invest/contracts';

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const RUPEES_WITH_PAISE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** Paise as rupees with Indian grouping: 10033000 → '₹1,00,330'; 10050 → '₹100.50'. */
export function formatRupees(paise: number): string {
  const format = paise % 100 === 0 ? RUPEES : RUPEES_WITH_PAISE;
  return `₹${format.format(paise / 100)}`;
}

/** Unix seconds as India's calendar date, through the platform's one India-time formatter: '15 Jan 2031'. */
export function formatDate(unixSeconds: number): string {
  return formatIndiaDate(unixSeconds * 1000);
}
