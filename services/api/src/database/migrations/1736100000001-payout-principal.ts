import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { paise } from './schema-builders.js';

const PRINCIPAL = { ...paise('principal_paise'), default: 0 };

/**
 * Every product repays its principal:
 * - `payouts.principal_paise`: the principal part of a payout's gross amount (0 for interest only); TDS is worked
 *   out on the rest;
 * - the maturity payouts already scheduled repay the investment's amount: it is recorded as their principal;
 * - a fixed deposit's last monthly payout not yet sent becomes its maturity payout, carrying the principal too.
 */
export class PayoutPrincipal1736100000001 implements MigrationInterface {
  name = 'PayoutPrincipal1736100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('payouts', new TableColumn(PRINCIPAL));
    const amountOf = '(SELECT investments.amount_paise FROM investments WHERE investments.id = payouts.investment_id)';
    await queryRunner.query(`UPDATE payouts SET principal_paise = ${amountOf} WHERE payout_type = 'maturity'`);
    await queryRunner.query(
      `UPDATE payouts SET principal_paise = ${amountOf}, amount_paise = amount_paise + ${amountOf}, payout_type = 'maturity'
       WHERE payout_type = 'monthly' AND status = 'pending' AND tds_paise IS NULL
       AND sequence = (SELECT investments.duration_months FROM investments WHERE investments.id = payouts.investment_id)
       AND investment_id IN (SELECT investments.id FROM investments WHERE investments.category = 'FIXED_DEPOSITS')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE payouts SET amount_paise = amount_paise - principal_paise, payout_type = 'monthly'
       WHERE payout_type = 'maturity' AND investment_id IN (SELECT investments.id FROM investments WHERE investments.category = 'FIXED_DEPOSITS')`,
    );
    await queryRunner.dropColumn('payouts', 'principal_paise');
  }
}
