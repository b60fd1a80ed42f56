import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

const PAYOUTS_BY_STATUS = new TableIndex({ name: 'idx_payouts_user_status_date', columnNames: ['user_id', 'status', 'payout_date'] });

/**
 * The dashboard reads a user's paid payouts and the pending ones already due on every portfolio request. With only
 * (user_id, payout_date) the database read every payout row of the user (a 20-investment user has hundreds, nearly
 * all pending) to check its status; this index answers both from the index itself.
 */
export class PortfolioIndexes1733000000000 implements MigrationInterface {
  name = 'PortfolioIndexes1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('payouts', PAYOUTS_BY_STATUS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('payouts', PAYOUTS_BY_STATUS.name ?? 'idx_payouts_user_status_date');
  }
}
