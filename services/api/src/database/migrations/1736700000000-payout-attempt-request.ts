import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * `payouts.attempt_request`: the exact request (JSON of CreatePayoutRequest) the current attempt sends to RazorpayX,
 * fixed when the attempt is claimed. A resumed attempt sends those very bytes again, so the idempotency key never
 * meets a different body because a setting (the merchant name in the narration) changed in between.
 */
export class PayoutAttemptRequest1736700000000 implements MigrationInterface {
  name = 'PayoutAttemptRequest1736700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('payouts', new TableColumn({ name: 'attempt_request', type: 'text', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('payouts', 'attempt_request');
  }
}
