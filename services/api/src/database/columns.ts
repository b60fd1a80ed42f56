import type { ColumnOptions } from 'typeorm';

/**
 * Timestamps: DATETIME(3) in UTC on MySQL (the connection uses timezone 'Z'), ISO-like UTC
 * text on sql.js. Every value comes from the app's Clock, never from the database's NOW().
 */
export const timestampColumn = (name: string, nullable = false): ColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  nullable,
});

/**
 * Money in integer paise (BIGINT). mysql2 returns BIGINT as a string, sql.js as a number: both are read as a
 * JS number, exact up to 2^53 paise (about ₹90 lakh crore).
 */
export const paiseColumn = (name: string): ColumnOptions => ({
  name,
  type: 'bigint',
  transformer: {
    to: (value: number | null | undefined) => value,
    from: (value: string | number | null) => (value === null ? null : Number(value)),
  },
});

/** A calendar date with no time of day, always read as 'YYYY-MM-DD' (MySQL DATE, sql.js text). */
export const calendarDateColumn = (name: string, nullable = false): ColumnOptions => ({
  name,
  type: 'date',
  nullable,
  transformer: {
    to: (value: string | null | undefined) => value,
    from: (value: string | Date | null) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  },
});
