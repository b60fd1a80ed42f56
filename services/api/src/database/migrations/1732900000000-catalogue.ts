import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import type { TableColumnOptions } from 'typeorm/schema-builder/options/TableColumnOptions.js';
import { int, varchar } from './schema-builders.js';

/** A JSON document (list of strings, plan record) kept as text, so MySQL and sql.js read it the same way. */
const json = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'text', isNullable });

const categoryForeignKey = (table: string) =>
  new TableForeignKey({
    name: `fk_${table}_category`,
    columnNames: ['category_key'],
    referencedTableName: 'catalogue_categories',
    referencedColumnNames: ['category_key'],
    onDelete: 'CASCADE',
  });

const CHILD_TABLES = ['catalogue_items', 'catalogue_details', 'catalogue_summary_cards', 'catalogue_product_pages'] as const;

/**
 * The product catalogue (product §3 "Catalogue", "Plan records"; product §9), loaded by the catalogue seed from
 * src/modules/catalogue/data/catalogue.json and served read-only under /api/catalogue.
 */
export class Catalogue1732900000000 implements MigrationInterface {
  name = 'Catalogue1732900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'catalogue_categories',
        columns: [
          varchar('category_key', 32, { isPrimary: true }),
          varchar('label', 64),
          varchar('display_label', 64),
          varchar('tile_subtitle', 64),
          int('tab_order'),
          int('home_tile_order'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'catalogue_items',
        columns: [
          varchar('category_key', 32, { isPrimary: true }),
          int('position', { isPrimary: true }),
          varchar('name', 120),
          varchar('returns_text', 64),
          varchar('risk', 16),
          varchar('liquidity', 64, { isNullable: true }),
          varchar('lock_in', 64, { isNullable: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'catalogue_details',
        columns: [
          varchar('category_key', 32, { isPrimary: true }),
          varchar('returns_text', 120),
          varchar('liquidity', 255),
          json('features'),
          json('benefits'),
          json('risks'),
          json('taxation'),
          json('eligibility'),
          json('investment_strategies'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'catalogue_summary_cards',
        columns: [
          varchar('category_key', 32, { isPrimary: true }),
          int('position'),
          varchar('title', 64),
          varchar('description', 255),
          varchar('returns_text', 64),
          varchar('risk', 16),
          varchar('liquidity', 64),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'catalogue_product_pages',
        columns: [
          varchar('page_key', 32, { isPrimary: true }),
          int('position'),
          varchar('category_key', 32),
          varchar('path', 64),
          varchar('product_type', 32),
          json('benefits'),
          json('price', true),
        ],
        indices: [{ name: 'idx_catalogue_product_pages_path', columnNames: ['path'], isUnique: true }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'catalogue_plans',
        columns: [varchar('page_key', 32, { isPrimary: true }), int('position', { isPrimary: true }), json('record')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'catalogue_meta',
        columns: [varchar('id', 32, { isPrimary: true }), varchar('content_hash', 64)],
      }),
    );
    for (const table of CHILD_TABLES) await queryRunner.createForeignKey(table, categoryForeignKey(table));
    await queryRunner.createForeignKey(
      'catalogue_plans',
      new TableForeignKey({
        name: 'fk_catalogue_plans_page',
        columnNames: ['page_key'],
        referencedTableName: 'catalogue_product_pages',
        referencedColumnNames: ['page_key'],
        onDelete: 'CASCADE',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('catalogue_plans', 'fk_catalogue_plans_page');
    await queryRunner.dropTable('catalogue_plans');
    for (const table of CHILD_TABLES) {
      await queryRunner.dropForeignKey(table, `fk_${table}_category`);
      await queryRunner.dropTable(table);
    }
    await queryRunner.dropTable('catalogue_meta');
    await queryRunner.dropTable('catalogue_categories');
  }
}
