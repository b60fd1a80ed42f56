import { randomUUID } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { paise } from './schema-builders.js';

const PRINCIPAL = { ...paise('principal_paise'), default: 0 };

interface StrandedDeposit {
  id: string;
  userId: string;
  amount: string | number;
  maturityDate: string | Date;
  lastSequence: string | number | null;
}

/**
 * Every product repays its principal:
 * - `payouts.principal_paise`: the principal part of a payout's gross amount (0 for interest only); TDS is worked
 *   out on the rest;
 * - the maturity payouts already scheduled repay the investment's amount: it is recorded as their principal;
 * - a fixed deposit's last monthly payout not yet sent becomes its maturity payout, carrying the principal too;
 * - an active fixed deposit whose last payout was already sent gets a maturity payout of its principal alone, on its
 *   maturity date (sent by the payouts engine once due).
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
    const stranded = (await queryRunner.query(
      `SELECT investments.id AS id, investments.user_id AS userId, investments.amount_paise AS amount, investments.maturity_date AS maturityDate,
       (SELECT MAX(payouts.sequence) FROM payouts WHERE payouts.investment_id = investments.id) AS lastSequence
       FROM investments WHERE investments.category = 'FIXED_DEPOSITS' AND investments.status = 'active' AND investments.maturity_date IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM payouts WHERE payouts.investment_id = investments.id AND payouts.payout_type = 'maturity')`,
    )) as StrandedDeposit[];
    const now = new Date().toISOString().replace('T', ' ').slice(0, 23);
    for (const deposit of stranded) {
      const date = deposit.maturityDate instanceof Date ? deposit.maturityDate.toISOString().slice(0, 10) : String(deposit.maturityDate).slice(0, 10);
      await queryRunner.query(
        `INSERT INTO payouts (id, user_id, investment_id, payout_date, payout_type, amount_paise, principal_paise, status, sequence, created_at, attempt)
         VALUES (?, ?, ?, ?, 'maturity', ?, ?, 'pending', ?, ?, 0)`,
        [randomUUID(), deposit.userId, deposit.id, date, Number(deposit.amount), Number(deposit.amount), Number(deposit.lastSequence ?? 0) + 1, now],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM payouts WHERE payout_type = 'maturity' AND amount_paise = principal_paise AND status = 'pending'
       AND investment_id IN (SELECT investments.id FROM investments WHERE investments.category = 'FIXED_DEPOSITS')`);
    await queryRunner.query(
      `UPDATE payouts SET amount_paise = amount_paise - principal_paise, payout_type = 'monthly'
       WHERE payout_type = 'maturity' AND investment_id IN (SELECT investments.id FROM investments WHERE investments.category = 'FIXED_DEPOSITS')`,
    );
    await queryRunner.dropColumn('payouts', 'principal_paise');
  }
}
