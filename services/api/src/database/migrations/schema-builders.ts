import { TableForeignKey } from 'typeorm';
import type { TableColumnOptions } from 'typeorm/schema-builder/options/TableColumnOptions.js';

/**
 * Column and key builders for migrations (Table API only, so one migration runs on MySQL/MariaDB and sql.js).
 * These produce plain schema descriptions: changing one changes what a new migration would create, so keep them
 * stable once a migration using them has shipped.
 */
type Extra = Partial<TableColumnOptions>;

/** UTC timestamp with milliseconds: DATETIME(3) on MySQL, text on sql.js. */
export const ts = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable });

export const varchar = (name: string, length: number, extra: Extra = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});

export const int = (name: string, extra: Extra = {}): TableColumnOptions => ({ name, type: 'int', ...extra });

/** Money in integer paise. */
export const paise = (name: string): TableColumnOptions => ({ name, type: 'bigint' });

/** A calendar date (no time of day). */
export const date = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'date', isNullable });

/** `<table>.<column>` → `<referencedTable>.<referencedColumn>`, deleted with its parent; named `fk_<table>_<suffix>`. */
export const cascadingForeignKey = (
  table: string,
  suffix: string,
  columnName: string,
  referencedTableName: string,
  referencedColumnName = columnName,
): TableForeignKey =>
  new TableForeignKey({
    name: `fk_${table}_${suffix}`,
    columnNames: [columnName],
    referencedTableName,
    referencedColumnNames: [referencedColumnName],
    onDelete: 'CASCADE',
  });

/** `<table>.user_id` → `users.id`. */
export const userForeignKey = (table: string): TableForeignKey => cascadingForeignKey(table, 'user', 'user_id', 'users', 'id');
