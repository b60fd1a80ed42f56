import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { int, paise, ts, userForeignKey, varchar } from './schema-builders.js';

const PAYMENT_CHECKS = [{ ...ts('next_check_at', true) }, int('checks', { default: 0 })];
const PAYMENTS_DUE = new TableIndex({ name: 'idx_payments_status_next_check', columnNames: ['status', 'next_check_at'] });
const REFUNDS_DUE = new TableIndex({ name: 'idx_refunds_status_next_check', columnNames: ['status', 'next_check_at'] });
const REFUNDS_OF_INVESTMENT = new TableIndex({ name: 'idx_refunds_investment', columnNames: ['investment_id'] });

/**
 * Refunds of captures the platform does not keep, and a fair reconciliation sweep:
 * - `refunds`: one row per gateway payment refunded (`gateway_payment_id` unique: a capture is refunded at most once),
 *   its amount in paise, why, its state (`pending` → `processed` | `failed`), the attempt (the Razorpay receipt is
 *   `<gateway payment id>:<attempt>`), the gateway's refund id once known, and when the sweep asks about it next;
 * - `payments.next_check_at` / `checks`: when the reconciliation sweep asks the gateway about an open intent next,
 *   and how many times it has (the backoff), so stuck intents never starve the others.
 */
export class Refunds1736300000001 implements MigrationInterface {
  name = 'Refunds1736300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'payments',
      PAYMENT_CHECKS.map((column) => new TableColumn(column)),
    );
    await queryRunner.createIndex('payments', PAYMENTS_DUE);
    await queryRunner.createTable(
      new Table({
        name: 'refunds',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('user_id', 36),
          varchar('investment_id', 36),
          varchar('payment_id', 36),
          varchar('gateway_payment_id', 64, { isUnique: true }),
          paise('amount_paise'),
          varchar('reason', 32),
          varchar('status', 16),
          int('attempt', { default: 1 }),
          varchar('gateway_refund_id', 64, { isNullable: true }),
          varchar('failure_reason', 200, { isNullable: true }),
          int('checks', { default: 0 }),
          ts('next_check_at'),
          ts('sent_at', true),
          ts('processed_at', true),
          ts('created_at'),
          ts('updated_at'),
        ],
      }),
    );
    await queryRunner.createIndices('refunds', [REFUNDS_DUE, REFUNDS_OF_INVESTMENT]);
    await queryRunner.createForeignKey('refunds', userForeignKey('refunds'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('refunds', 'fk_refunds_user');
    await queryRunner.dropTable('refunds');
    await queryRunner.dropIndex('payments', PAYMENTS_DUE.name ?? '');
    await queryRunner.dropColumns(
      'payments',
      PAYMENT_CHECKS.map((column) => column.name),
    );
  }
}
