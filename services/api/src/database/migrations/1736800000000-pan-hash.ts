import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { varchar } from './schema-builders.js';

const PAN_UNIQUE = new TableIndex({ name: 'uq_kyc_records_pan_hash', columnNames: ['pan_hash'], isUnique: true });
const CLOSED_PAN = new TableIndex({ name: 'idx_kyc_records_closed_pan_hash', columnNames: ['closed_pan_hash'] });

/**
 * One PAN, one investor:
 * - `kyc_records.pan_hash`: a keyed hash (HMAC-SHA256 under FIELD_ENCRYPTION_KEY's hash key) of a verified PAN, unique,
 *   so a PAN verifies one account (the PAN itself stays encrypted, which no index can compare); records verified before
 *   it are filled at start-up (KycPanHashBackfill);
 * - `kyc_records.closed_pan_hash`: a closed (erased) account's PAN hash, kept with the retained record outside the
 *   unique column, like `closed_aadhaar_hash`.
 */
export class PanHash1736800000000 implements MigrationInterface {
  name = 'PanHash1736800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('kyc_records', [
      new TableColumn(varchar('pan_hash', 64, { isNullable: true })),
      new TableColumn(varchar('closed_pan_hash', 64, { isNullable: true })),
    ]);
    await queryRunner.createIndices('kyc_records', [PAN_UNIQUE, CLOSED_PAN]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('kyc_records', CLOSED_PAN.name ?? '');
    await queryRunner.dropIndex('kyc_records', PAN_UNIQUE.name ?? '');
    await queryRunner.dropColumns('kyc_records', ['closed_pan_hash', 'pan_hash']);
  }
}
