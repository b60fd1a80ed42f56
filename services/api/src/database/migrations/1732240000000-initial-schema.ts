import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { ts, varchar } from './schema-builders.js';

/**
 * Users, sessions, OTP codes, rate-limit buckets and the development SMS outbox.
 * Written with the Table API only, so it runs unchanged on MySQL/MariaDB and sql.js.
 */
export class InitialSchema1732240000000 implements MigrationInterface {
  name = 'InitialSchema1732240000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [varchar('id', 36, { isPrimary: true }), varchar('phone', 10), varchar('kyc_status', 20, { default: "'not_started'" }), ts('created_at')],
        uniques: [{ name: 'uq_users_phone', columnNames: ['phone'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          varchar('id', 64, { isPrimary: true }),
          varchar('user_id', 36),
          ts('created_at'),
          ts('last_seen_at'),
          ts('idle_expires_at'),
          ts('expires_at'),
        ],
        indices: [{ name: 'idx_sessions_user', columnNames: ['user_id'] }],
      }),
    );
    await queryRunner.createForeignKey(
      'sessions',
      new TableForeignKey({
        name: 'fk_sessions_user',
        columnNames: ['user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'otp_codes',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('phone', 10),
          varchar('purpose', 16),
          varchar('code_hash', 64),
          { name: 'attempts', type: 'int', default: 0 },
          ts('created_at'),
          ts('expires_at'),
          ts('consumed_at', true),
          ts('verified_at', true),
        ],
      }),
    );
    await queryRunner.createIndex('otp_codes', new TableIndex({ name: 'idx_otp_codes_phone', columnNames: ['phone', 'created_at'] }));

    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_buckets',
        columns: [varchar('bucket_key', 191, { isPrimary: true }), { name: 'hits', type: 'text' }, ts('updated_at')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sms_outbox',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          varchar('phone', 20),
          varchar('body', 500),
          ts('created_at'),
        ],
        indices: [{ name: 'idx_sms_outbox_phone', columnNames: ['phone', 'id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sms_outbox');
    await queryRunner.dropTable('rate_limit_buckets');
    await queryRunner.dropTable('otp_codes');
    await queryRunner.dropForeignKey('sessions', 'fk_sessions_user');
    await queryRunner.dropTable('sessions');
    await queryRunner.dropTable('users');
  }
}
