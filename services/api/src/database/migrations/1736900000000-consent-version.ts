import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { varchar } from './schema-builders.js';

/**
 * `consent_records.version`: the version of the consent text the person answered (CONSENT_TEXT_VERSION), so a record
 * says what was agreed to as well as when. Records made before it carry the first version.
 */
export class ConsentVersion1736900000000 implements MigrationInterface {
  name = 'ConsentVersion1736900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('consent_records', new TableColumn(varchar('version', 16, { default: "'2025-01'" })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('consent_records', 'version');
  }
}
