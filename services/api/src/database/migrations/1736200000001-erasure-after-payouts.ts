import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { ts, varchar } from './schema-builders.js';

const DUE = new TableIndex({ name: 'idx_privacy_requests_due', columnNames: ['status', 'due_at'] });
const CLOSED_AADHAAR = new TableIndex({ name: 'idx_kyc_records_closed_aadhaar_hash', columnNames: ['closed_aadhaar_hash'] });

/**
 * Closing an account without stranding money:
 * - `privacy_requests.due_at`: when a pending erasure is carried out (after its waiting period, and after the final
 *   payout of money still held); null for the other requests and for rows made before it (their waiting period applies);
 * - `kyc_records.closed_aadhaar_hash`: the Aadhaar hash of a closed (erased) account, kept with the retained KYC record
 *   but outside the unique `aadhaar_hash`, so the same person can open a new account.
 */
export class ErasureAfterPayouts1736200000001 implements MigrationInterface {
  name = 'ErasureAfterPayouts1736200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('privacy_requests', new TableColumn(ts('due_at', true)));
    await queryRunner.createIndex('privacy_requests', DUE);
    await queryRunner.addColumn('kyc_records', new TableColumn(varchar('closed_aadhaar_hash', 64, { isNullable: true })));
    await queryRunner.createIndex('kyc_records', CLOSED_AADHAAR);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('kyc_records', CLOSED_AADHAAR.name ?? '');
    await queryRunner.dropColumn('kyc_records', 'closed_aadhaar_hash');
    await queryRunner.dropIndex('privacy_requests', DUE.name ?? '');
    await queryRunner.dropColumn('privacy_requests', 'due_at');
  }
}
