/**
 * Column values as a raw read returns them (`Db.select`): what TypeORM's column types and transformers (columns.ts) do
 * for an entity, for the hot reads that skip the entity. mysql2 returns BIGINT as text, DATE and DATETIME as Date (the
 * connection's time zone is UTC); sql.js returns numbers and the text TypeORM wrote.
 */

/** A BIGINT (paise, units × 10^4) or INT. */
export function rawNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function rawNumberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : rawNumber(value);
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A calendar date (DATE): 'YYYY-MM-DD' (mysql2's Date is UTC midnight of that day). */
export function rawDate(value: unknown): string {
  if (!(value instanceof Date)) return String(value).slice(0, 10);
  const year = value.getUTCFullYear();
  // Cheaper than toISOString().slice(0, 10), which the dashboard's reads did for every date of every row.
  return year >= 1000 && year <= 9999 ? `${year}-${twoDigits(value.getUTCMonth() + 1)}-${twoDigits(value.getUTCDate())}` : value.toISOString().slice(0, 10);
}

export function rawDateOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : rawDate(value);
}

/** An instant (DATETIME(3), UTC): sql.js holds TypeORM's 'YYYY-MM-DD HH:MM:SS.SSS' text in UTC. */
export function rawInstant(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value).replace(' ', 'T');
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);
}

export function rawText(value: unknown): string {
  return String(value);
}

export function rawTextOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
