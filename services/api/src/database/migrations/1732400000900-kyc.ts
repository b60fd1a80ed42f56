import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { ts, varchar } from './schema-builders.js';

/**
 * KYC records: statuses, Aadhaar last four + keyed hash (unique: one Aadhaar, one account), PAN encrypted.
 * No column can hold a full Aadhaar number or a clear PAN.
 */
export class Kyc1732400000900 implements MigrationInterface {
  name = 'Kyc1732400000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'kyc_records',
        columns: [
          varchar('user_id', 36, { isPrimary: true }),
          varchar('aadhaar_status', 16),
          varchar('pan_status', 16),
          varchar('aadhaar_last4', 4, { isNullable: true }),
          varchar('aadhaar_hash', 64, { isNullable: true }),
          varchar('pan_ciphertext', 255, { isNullable: true }),
          varchar('registry_reference', 64, { isNullable: true }),
          varchar('failure_reason', 200, { isNullable: true }),
          { name: 'attempts', type: 'int', default: 0 },
          ts('verified_at', true),
          ts('created_at'),
          ts('updated_at'),
        ],
        uniques: [{ name: 'uq_kyc_records_aadhaar_hash', columnNames: ['aadhaar_hash'] }],
      }),
    );
    await queryRunner.createForeignKey(
      'kyc_records',
      new TableForeignKey({
        name: 'fk_kyc_records_user',
        columnNames: ['user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('kyc_records', 'fk_kyc_records_user');
    await queryRunner.dropTable('kyc_records');
  }
}
