import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { cascadingForeignKey, date, int, paise, ts, userForeignKey, varchar } from './schema-builders.js';

const investmentForeignKey = (table: string) => cascadingForeignKey(table, 'investment', 'investment_id', 'investments', 'id');

/**
 * The ledger that payments writes and the dashboard reads: investments, payments, transactions and payouts.
 * Money in integer paise, rates in basis points.
 */
export class Ledger1732300000000 implements MigrationInterface {
  name = 'Ledger1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'investments',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('user_id', 36),
          varchar('category', 32),
          varchar('product_type', 64),
          varchar('product_name', 120),
          paise('amount_paise'),
          int('return_rate_bp', { isNullable: true }),
          int('monthly_rate_bp', { isNullable: true }),
          int('duration_months', { isNullable: true }),
          date('investment_date'),
          date('maturity_date', true),
          varchar('status', 20),
          ts('created_at'),
          ts('updated_at'),
        ],
        indices: [{ name: 'idx_investments_user', columnNames: ['user_id', 'created_at'] }],
      }),
    );
    await queryRunner.createForeignKey('investments', userForeignKey('investments'));

    await queryRunner.createTable(
      new Table({
        name: 'payments',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('investment_id', 36),
          varchar('user_id', 36),
          varchar('method', 16),
          paise('amount_paise'),
          paise('fee_paise'),
          paise('total_paise'),
          varchar('status', 16),
          varchar('gateway_reference', 64, { isNullable: true }),
          varchar('instrument', 64, { isNullable: true }),
          varchar('failure_reason', 200, { isNullable: true }),
          ts('created_at'),
        ],
        indices: [
          { name: 'idx_payments_user', columnNames: ['user_id', 'created_at'] },
          { name: 'idx_payments_investment', columnNames: ['investment_id'] },
        ],
      }),
    );
    await queryRunner.createForeignKeys('payments', [userForeignKey('payments'), investmentForeignKey('payments')]);

    await queryRunner.createTable(
      new Table({
        name: 'transactions',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('user_id', 36),
          varchar('investment_id', 36),
          varchar('payment_id', 36, { isNullable: true }),
          varchar('type', 16),
          varchar('status', 16),
          paise('amount_paise'),
          varchar('description', 200, { isNullable: true }),
          ts('created_at'),
        ],
        indices: [{ name: 'idx_transactions_user', columnNames: ['user_id', 'created_at'] }],
      }),
    );
    await queryRunner.createForeignKeys('transactions', [userForeignKey('transactions'), investmentForeignKey('transactions')]);

    await queryRunner.createTable(
      new Table({
        name: 'payouts',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('user_id', 36),
          varchar('investment_id', 36),
          date('payout_date'),
          varchar('payout_type', 16),
          paise('amount_paise'),
          varchar('status', 16),
          int('sequence'),
          ts('created_at'),
        ],
        indices: [{ name: 'idx_payouts_user_date', columnNames: ['user_id', 'payout_date'] }],
      }),
    );
    await queryRunner.createForeignKeys('payouts', [userForeignKey('payouts'), investmentForeignKey('payouts')]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['payouts', 'transactions', 'payments']) {
      await queryRunner.dropForeignKey(table, `fk_${table}_investment`);
      await queryRunner.dropForeignKey(table, `fk_${table}_user`);
      await queryRunner.dropTable(table);
    }
    await queryRunner.dropForeignKey('investments', 'fk_investments_user');
    await queryRunner.dropTable('investments');
  }
}
