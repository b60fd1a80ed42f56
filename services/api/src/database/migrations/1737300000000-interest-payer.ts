import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { varchar } from './schema-builders.js';

/**
 * Who pays a product's interest ('platform' or 'bank'), which sets its s. 194A TDS threshold: on the catalogue's
 * product cards (`catalogue_items.interest_payer`; the FD plans keep it in their JSON record) and booked on each
 * investment (`investments.interest_payer`). Every product and investment so far is paid by the platform itself,
 * from its RazorpayX account, so existing rows take 'platform'.
 */
export class InterestPayer1737300000000 implements MigrationInterface {
  name = 'InterestPayer1737300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('catalogue_items', new TableColumn(varchar('interest_payer', 16, { default: "'platform'" })));
    await queryRunner.addColumn('investments', new TableColumn(varchar('interest_payer', 16, { default: "'platform'" })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('investments', 'interest_payer');
    await queryRunner.dropColumn('catalogue_items', 'interest_payer');
  }
}
