import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { varchar } from './schema-builders.js';

/**
 * One risk scale: every plan states its risk (with its issuer, credit rating and guarantor, in its JSON record), and a
 * category's risk is the highest of its plans', computed when served, so the summary card's own column goes. The seed
 * reloads the catalogue from the data file at the next start.
 */
export class CategoryRiskFromPlans1737800000000 implements MigrationInterface {
  name = 'CategoryRiskFromPlans1737800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('catalogue_summary_cards', 'risk');
    await queryRunner.query('DELETE FROM catalogue_meta');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('catalogue_summary_cards', new TableColumn({ ...varchar('risk', 16), default: "'Medium'" }));
    await queryRunner.query('DELETE FROM catalogue_meta');
  }
}
