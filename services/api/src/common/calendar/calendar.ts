/** Calendar dates of the ledger: 'YYYY-MM-DD' in India time (UTC+05:30, no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

interface Ymd {
  year: number;
  month: number;
  day: number;
}

function parse(date: string): Ymd {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}

function format({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` plus `months` calendar months; the day is clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parse(date);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return format({ year: nextYear, month: nextMonth, day: Math.min(day, daysInMonth(nextYear, nextMonth)) });
}

/** The first `day`-of-month strictly after `date` (the 15th after the 15th is next month's). */
export function nextDayOfMonth(date: string, dayOfMonth: number): string {
  const { year, month, day } = parse(date);
  const sameMonth = format({ year, month, day: dayOfMonth });
  return day < dayOfMonth ? sameMonth : addMonths(sameMonth, 1);
}
