/** Calendar dates of the ledger: 'YYYY-MM-DD' in India time (UTC+05:30, no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export { addMonths, nextDayOfMonth } from '@invest/contracts';
