import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';
import { int, ts, userForeignKey, varchar } from './schema-builders.js';

/**
 * Money out, the investor's side:
 * - `kyc_records` keeps the e-KYC holder's name and date of birth, encrypted (for the bank-account name match and the
 *   TDS senior-citizen threshold);
 * - `bank_accounts`: every attempt to add a bank account, numbered per user (the verified one not replaced is where
 *   payouts go); the account number encrypted with a keyed hash and its last four, the names encrypted, the RazorpayX
 *   contact, fund account and validation;
 * - `nominees`: one nomination (or explicit opt-out) per user, the nominee's name, date of birth and guardian encrypted.
 */
export class BankAccountsNominees1735000000000 implements MigrationInterface {
  name = 'BankAccountsNominees1735000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('kyc_records', [
      new TableColumn(varchar('holder_name_ciphertext', 512, { isNullable: true })),
      new TableColumn(varchar('date_of_birth_ciphertext', 255, { isNullable: true })),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'bank_accounts',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('user_id', 36),
          int('attempt'),
          varchar('status', 16),
          varchar('account_ciphertext', 255),
          varchar('account_hash', 64),
          varchar('last4', 4),
          varchar('ifsc', 11),
          varchar('bank_name', 100),
          varchar('branch', 150, { isNullable: true }),
          varchar('holder_name_ciphertext', 512),
          varchar('registered_name_ciphertext', 512, { isNullable: true }),
          varchar('failure_reason', 200, { isNullable: true }),
          varchar('contact_id', 64, { isNullable: true }),
          varchar('fund_account_id', 64, { isNullable: true }),
          varchar('validation_id', 64, { isNullable: true }),
          ts('verified_at', true),
          ts('replaced_at', true),
          ts('created_at'),
          ts('updated_at'),
        ],
        uniques: [{ name: 'uq_bank_accounts_user_attempt', columnNames: ['user_id', 'attempt'] }],
      }),
    );
    await queryRunner.createForeignKey('bank_accounts', userForeignKey('bank_accounts'));
    await queryRunner.createTable(
      new Table({
        name: 'nominees',
        columns: [
          varchar('user_id', 36, { isPrimary: true }),
          varchar('status', 16),
          varchar('name_ciphertext', 512, { isNullable: true }),
          varchar('relationship', 16, { isNullable: true }),
          varchar('date_of_birth_ciphertext', 255, { isNullable: true }),
          varchar('guardian_name_ciphertext', 512, { isNullable: true }),
          varchar('guardian_relationship', 50, { isNullable: true }),
          ts('declared_at'),
          ts('updated_at'),
        ],
      }),
    );
    await queryRunner.createForeignKey('nominees', userForeignKey('nominees'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('nominees', 'fk_nominees_user');
    await queryRunner.dropTable('nominees');
    await queryRunner.dropForeignKey('bank_accounts', 'fk_bank_accounts_user');
    await queryRunner.dropTable('bank_accounts');
    await queryRunner.dropColumns('kyc_records', ['holder_name_ciphertext', 'date_of_birth_ciphertext']);
  }
}
