import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { int, ts, userForeignKey, varchar } from './schema-builders.js';

const DUE = new TableIndex({ name: 'idx_text_outbox_status_next', columnNames: ['status', 'next_attempt_at'] });
const OF_USER = new TableIndex({ name: 'idx_text_outbox_user', columnNames: ['user_id', 'created_at'] });

/**
 * `text_outbox`: the transactional texts (modules/texts), one row per money event (`dedupe_key` unique), written in the
 * event's transaction and sent after it: the template's variables and rendered body (no full identifier, no phone),
 * where its delivery stands, the claim that lets one worker post it, MSG91's request id once accepted.
 */
export class TextOutbox1737400000000 implements MigrationInterface {
  name = 'TextOutbox1737400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'text_outbox',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('user_id', 36),
          varchar('event', 32),
          varchar('dedupe_key', 120, { isUnique: true }),
          { name: 'variables', type: 'text' },
          { name: 'body', type: 'text' },
          varchar('status', 16),
          int('attempts', { default: 0 }),
          ts('next_attempt_at'),
          varchar('claim_token', 36, { isNullable: true }),
          ts('claimed_at', true),
          ts('sent_at', true),
          varchar('provider_request_id', 64, { isNullable: true }),
          varchar('last_error', 200, { isNullable: true }),
          ts('created_at'),
        ],
      }),
    );
    await queryRunner.createIndices('text_outbox', [DUE, OF_USER]);
    await queryRunner.createForeignKey('text_outbox', userForeignKey('text_outbox'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('text_outbox', 'fk_text_outbox_user');
    await queryRunner.dropTable('text_outbox');
  }
}
