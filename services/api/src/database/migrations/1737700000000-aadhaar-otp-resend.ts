import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { varchar } from './schema-builders.js';

/**
 * `kyc_aadhaar_challenges.aadhaar_ciphertext`: the pending attempt's Aadhaar, AES-256-GCM (additional data
 * `kyc-challenge-aadhaar:<userId>`), so the holder can ask for the OTP again (the provider needs the number) without
 * typing it again after a reload. Deleted with the challenge; challenges opened before it cannot be resent (null).
 */
export class AadhaarOtpResend1737700000000 implements MigrationInterface {
  name = 'AadhaarOtpResend1737700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('kyc_aadhaar_challenges', new TableColumn(varchar('aadhaar_ciphertext', 255, { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('kyc_aadhaar_challenges', 'aadhaar_ciphertext');
  }
}
