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
