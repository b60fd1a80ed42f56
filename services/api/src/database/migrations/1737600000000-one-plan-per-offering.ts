import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';
import { int, varchar } from './schema-builders.js';

/** The withdrawal terms the /products fixed deposits were booked at (plan-terms.ts, FD_ITEM_PREMATURE_WITHDRAWAL). */
const ITEM_FD_WITHDRAWAL = { penaltyPercent: 2, lockInMonths: 3 };

interface SnapshotRow {
  id: string;
  terms_snapshot: string | null;
}

/**
 * One plan per offering: the /products cards are the product pages' plans, so the cards' own plans (`item.*`) leave
 * the catalogue and their table goes; a summary card's returns are computed from its plans, so its column goes.
 * Investments booked on an `item.*` plan keep their plan id and their terms snapshot, which stays the whole record
 * of their terms: a fixed deposit's snapshot that predates withdrawal terms gets the terms it was booked under
 * written in, so nothing needs the withdrawn plan to read it. Their payer stays booked on the investment
 * (`investments.interest_payer`, migration 1737300000000); the product pages' plans name theirs (plan-terms.ts).
 */
export class OnePlanPerOffering1737600000000 implements MigrationInterface {
  name = 'OnePlanPerOffering1737600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query(
      "SELECT id, terms_snapshot FROM investments WHERE plan_id LIKE 'item.fixed-deposits.%' AND terms_snapshot IS NOT NULL",
    )) as SnapshotRow[];
    for (const row of rows) {
      const terms = JSON.parse(row.terms_snapshot ?? '{}') as Record<string, unknown>;
      if (terms.prematureWithdrawal !== undefined && terms.prematureWithdrawal !== null) continue;
      const snapshot = JSON.stringify({ ...terms, prematureWithdrawal: ITEM_FD_WITHDRAWAL });
      await queryRunner.query('UPDATE investments SET terms_snapshot = ? WHERE id = ?', [snapshot, row.id]);
    }
    await queryRunner.dropTable('catalogue_items');
    await queryRunner.dropColumn('catalogue_summary_cards', 'returns_text');
    // The seed reloads the catalogue from the data file at the next start.
    await queryRunner.query('DELETE FROM catalogue_meta');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('catalogue_summary_cards', new TableColumn({ ...varchar('returns_text', 64), default: "''" }));
    await queryRunner.createTable(
      new Table({
        name: 'catalogue_items',
        columns: [
          varchar('category_key', 32, { isPrimary: true }),
          int('position', { isPrimary: true }),
          varchar('plan_id', 96, { isNullable: true }),
          varchar('name', 120),
          varchar('returns_text', 64),
          varchar('risk', 16),
          varchar('liquidity', 64, { isNullable: true }),
          varchar('lock_in', 64, { isNullable: true }),
          varchar('interest_payer', 16, { default: "'platform'" }),
        ],
      }),
    );
    await queryRunner.query('DELETE FROM catalogue_meta');
  }
}
