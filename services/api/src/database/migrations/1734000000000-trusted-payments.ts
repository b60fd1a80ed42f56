import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { int, ts, userForeignKey, varchar } from './schema-builders.js';

const PAYMENT_ATTEMPT = new TableIndex({ name: 'uq_payments_investment_attempt', columnNames: ['investment_id', 'attempt'], isUnique: true });
const PAYMENT_ORDER = new TableIndex({ name: 'idx_payments_gateway_order', columnNames: ['gateway_order_id'] });
const PAYMENT_STATUS = new TableIndex({ name: 'idx_payments_status_created', columnNames: ['status', 'created_at'] });

/**
 * Money the server vouches for:
 * - catalogue items carry the plan id an investment names;
 * - an investment keeps the id of its plan and a snapshot of the terms it was booked at (JSON), so a later
 *   catalogue change never alters it;
 * - a payment is an intent first (status `created`, then `processing`), numbered per investment (`attempt`), with
 *   the gateway's order and payment ids; one row per (investment, attempt);
 * - gateway webhook events are recorded by id, so each is handled once;
 * - each user's gateway customer (for UPI AutoPay mandates).
 */
export class TrustedPayments1734000000000 implements MigrationInterface {
  name = 'TrustedPayments1734000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('catalogue_items', new TableColumn(varchar('plan_id', 96, { isNullable: true })));
    await queryRunner.addColumns('investments', [
      new TableColumn(varchar('plan_id', 96, { isNullable: true })),
      new TableColumn({ name: 'terms_snapshot', type: 'text', isNullable: true }),
    ]);
    await queryRunner.addColumns('payments', [
      new TableColumn(int('attempt', { isNullable: true })),
      new TableColumn(varchar('gateway_order_id', 64, { isNullable: true })),
      new TableColumn(ts('updated_at', true)),
    ]);
    await queryRunner.createIndices('payments', [PAYMENT_ATTEMPT, PAYMENT_ORDER, PAYMENT_STATUS]);
    await queryRunner.createTable(
      new Table({
        name: 'gateway_events',
        columns: [varchar('id', 100, { isPrimary: true }), varchar('event', 64), ts('received_at')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'gateway_customers',
        columns: [varchar('user_id', 36, { isPrimary: true }), varchar('customer_id', 64), ts('created_at')],
      }),
    );
    await queryRunner.createForeignKey('gateway_customers', userForeignKey('gateway_customers'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('gateway_customers');
    await queryRunner.dropTable('gateway_events');
    for (const index of [PAYMENT_STATUS, PAYMENT_ORDER, PAYMENT_ATTEMPT]) await queryRunner.dropIndex('payments', index.name ?? '');
    await queryRunner.dropColumns('payments', ['updated_at', 'gateway_order_id', 'attempt']);
    await queryRunner.dropColumns('investments', ['terms_snapshot', 'plan_id']);
    await queryRunner.dropColumn('catalogue_items', 'plan_id');
  }
}
