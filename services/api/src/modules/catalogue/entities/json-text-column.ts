import type { ColumnOptions } from 'typeorm';

/** A JSON document stored as TEXT (same on MySQL and sql.js); parsed on read, serialised on write. */
export const jsonTextColumn = (name: string, nullable = false): ColumnOptions => ({
  name,
  type: 'text',
  nullable,
  transformer: {
    to: (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value)),
    from: (value: string | null) => (value === null ? null : (JSON.parse(value) as unknown)),
  },
});
