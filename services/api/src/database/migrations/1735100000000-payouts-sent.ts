import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { int, paise, ts, userForeignKey, varchar } from './schema-builders.js';

const DUE = new TableIndex({ name: 'idx_payouts_status_date', columnNames: ['status', 'payout_date'] });
const SENT = new TableIndex({ name: 'idx_payouts_status_sent', columnNames: ['status', 'sent_at'] });

const PAYOUT_COLUMNS = [
  int('attempt', { default: 0 }),
  { ...paise('tds_paise'), isNullable: true },
  { ...paise('net_paise'), isNullable: true },
  varchar('bank_account_id', 36, { isNullable: true }),
  varchar('bank_last4', 4, { isNullable: true }),
  varchar('fund_account_id', 64, { isNullable: true }),
  varchar('gateway_payout_id', 64, { isNullable: true }),
  varchar('utr', 64, { isNullable: true }),
  varchar('failure_reason', 200, { isNullable: true }),
  ts('sent_at', true),
  ts('settled_at', true),
];

/**
 * Payouts actually sent through RazorpayX:
 * - a payout row records its current attempt (`attempt`, 0 until first sent; the gateway reference is
 *   `<payout id>:<attempt>`), the gross/TDS/net split fixed when first sent, the account it went to (our bank-account
 *   id, the last four digits, the RazorpayX fund account) and the gateway's payout id, UTR or reason;
 * - `idx_payouts_status_date` finds what fell due across all users, `idx_payouts_status_sent` what has been
 *   `processing` too long;
 * - `tds_declarations`: an investor's Form 15G/15H, one per financial year.
 */
export class PayoutsSent1735100000000 implements MigrationInterface {
  name = 'PayoutsSent1735100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'payouts',
      PAYOUT_COLUMNS.map((column) => new TableColumn(column)),
    );
    await queryRunner.createIndices('payouts', [DUE, SENT]);
    await queryRunner.createTable(
      new Table({
        name: 'tds_declarations',
        columns: [
          varchar('user_id', 36, { isPrimary: true }),
          varchar('financial_year', 7, { isPrimary: true }),
          varchar('form', 3),
          paise('estimated_income_paise'),
          ts('declared_at'),
          ts('updated_at'),
        ],
      }),
    );
    await queryRunner.createForeignKey('tds_declarations', userForeignKey('tds_declarations'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('tds_declarations', 'fk_tds_declarations_user');
    await queryRunner.dropTable('tds_declarations');
    for (const index of [SENT, DUE]) await queryRunner.dropIndex('payouts', index.name ?? '');
    await queryRunner.dropColumns(
      'payouts',
      PAYOUT_COLUMNS.map((column) => column.name),
    );
  }
}
