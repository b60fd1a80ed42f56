import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { ts } from './schema-builders.js';

/**
 * `bank_accounts.payouts_from`: from when payouts go to a verified account. The first account takes them at once; a
 * replacement only after its cooling-off (PAYOUT_ACCOUNT_COOLING_OFF_HOURS), the account it replaces keeping them until
 * then (its `replaced_at` is that same instant). Accounts verified before it took payouts at their verification.
 */
export class BankAccountPayoutsFrom1737100000000 implements MigrationInterface {
  name = 'BankAccountPayoutsFrom1737100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('bank_accounts', new TableColumn(ts('payouts_from', true)));
    await queryRunner.query(`UPDATE bank_accounts SET payouts_from = verified_at WHERE status = 'verified'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('bank_accounts', 'payouts_from');
  }
}
