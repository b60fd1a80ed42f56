import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { int, ts, userForeignKey, varchar } from './schema-builders.js';

/**
 * Real SMS and KYC providers:
 * - texts go to MSG91 (or its stand-in): the development outbox table is dropped, no build stores a text;
 * - a KYC attempt waits for its Aadhaar OTP in `kyc_aadhaar_challenges` (one per user; Aadhaar as last four + keyed
 *   hash, not unique; PAN encrypted).
 */
export class RealIdentityProviders1734100000000 implements MigrationInterface {
  name = 'RealIdentityProviders1734100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sms_outbox');
    await queryRunner.createTable(
      new Table({
        name: 'kyc_aadhaar_challenges',
        columns: [
          varchar('user_id', 36, { isPrimary: true }),
          varchar('provider_reference', 64),
          varchar('aadhaar_hash', 64),
          varchar('aadhaar_last4', 4),
          varchar('pan_ciphertext', 255),
          int('attempts', { default: 0 }),
          ts('expires_at'),
          ts('created_at'),
        ],
      }),
    );
    await queryRunner.createForeignKey('kyc_aadhaar_challenges', userForeignKey('kyc_aadhaar_challenges'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('kyc_aadhaar_challenges');
    await queryRunner.createTable(
      new Table({
        name: 'sms_outbox',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          varchar('phone', 20),
          varchar('body', 500),
          ts('created_at'),
        ],
      }),
    );
    await queryRunner.createIndex('sms_outbox', new TableIndex({ name: 'idx_sms_outbox_phone', columnNames: ['phone', 'id'] }));
  }
}
