import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { ts, varchar } from './schema-builders.js';

const accountForeignKey = (table: string) =>
  new TableForeignKey({
    name: `fk_${table}_account`,
    columnNames: ['account_id'],
    referencedTableName: 'demo_accounts',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/**
 * The demo journey's own tables, apart from real users and the ledger: demo accounts (expiring
 * 24 h after creation), their simulated investments and transactions. Money in paise, rates in bp.
 */
export class Demo1732800000000 implements MigrationInterface {
  name = 'Demo1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'demo_accounts',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('first_name', 60),
          varchar('last_name', 60),
          varchar('email', 254),
          varchar('phone', 20),
          varchar('step', 16),
          ts('created_at'),
          ts('updated_at'),
          ts('expires_at'),
        ],
        indices: [{ name: 'idx_demo_accounts_expires', columnNames: ['expires_at'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'demo_investments',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('account_id', 36),
          varchar('product_type', 32),
          varchar('product_name', 120),
          { name: 'amount_paise', type: 'bigint' },
          { name: 'return_rate_bp', type: 'int' },
          { name: 'duration_months', type: 'int' },
          ts('investment_date'),
          ts('maturity_date'),
          ts('created_at'),
        ],
        indices: [{ name: 'idx_demo_investments_account', columnNames: ['account_id', 'created_at'] }],
      }),
    );
    await queryRunner.createForeignKey('demo_investments', accountForeignKey('demo_investments'));
    await queryRunner.createTable(
      new Table({
        name: 'demo_transactions',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('account_id', 36),
          varchar('investment_id', 36, { isNullable: true }),
          varchar('type', 16),
          { name: 'amount_paise', type: 'bigint' },
          ts('created_at'),
        ],
        indices: [{ name: 'idx_demo_transactions_account', columnNames: ['account_id', 'created_at'] }],
      }),
    );
    await queryRunner.createForeignKey('demo_transactions', accountForeignKey('demo_transactions'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['demo_transactions', 'demo_investments']) {
      await queryRunner.dropForeignKey(table, `fk_${table}_account`);
      await queryRunner.dropTable(table);
    }
    await queryRunner.dropTable('demo_accounts');
  }
}
