import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { int, ts, userForeignKey, varchar } from './schema-builders.js';

/** Contact messages (issue 3) and the privacy dashboard's requests, consent records and events. */
export class ContactPrivacy1732400000300 implements MigrationInterface {
  name = 'ContactPrivacy1732400000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('first_name', 50),
          varchar('last_name', 50),
          varchar('email', 254),
          varchar('phone', 10),
          varchar('interest', 40),
          { name: 'message', type: 'text' },
          ts('phone_verified_at'),
          ts('created_at'),
        ],
        indices: [{ name: 'idx_contact_messages_phone', columnNames: ['phone', 'created_at'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'privacy_requests',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('user_id', 36),
          varchar('type', 32),
          varchar('status', 16),
          varchar('details', 500, { isNullable: true }),
          ts('created_at'),
          ts('completed_at', true),
        ],
        indices: [{ name: 'idx_privacy_requests_user', columnNames: ['user_id', 'created_at'] }],
      }),
    );
    await queryRunner.createForeignKey('privacy_requests', userForeignKey('privacy_requests'));

    await queryRunner.createTable(
      new Table({
        name: 'consent_records',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('user_id', 36),
          varchar('consent_type', 32),
          { name: 'granted', type: 'boolean' },
          ts('recorded_at'),
          int('sequence'),
        ],
        indices: [{ name: 'idx_consent_records_user', columnNames: ['user_id', 'recorded_at'] }],
      }),
    );
    await queryRunner.createForeignKey('consent_records', userForeignKey('consent_records'));

    await queryRunner.createTable(
      new Table({
        name: 'privacy_events',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('user_id', 36),
          varchar('event_type', 32),
          varchar('description', 200),
          ts('created_at'),
          int('sequence'),
        ],
        indices: [{ name: 'idx_privacy_events_user', columnNames: ['user_id', 'created_at'] }],
      }),
    );
    await queryRunner.createForeignKey('privacy_events', userForeignKey('privacy_events'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['privacy_events', 'consent_records', 'privacy_requests']) {
      await queryRunner.dropForeignKey(table, `fk_${table}_user`);
      await queryRunner.dropTable(table);
    }
    await queryRunner.dropTable('contact_messages');
  }
}
