import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { ts, varchar } from './schema-builders.js';

/**
 * Idempotency keys of POST /api/investments and POST /api/payments/process: one row per (user, scope, key),
 * holding a keyed hash of the request (never the body itself: it may carry card data) and the first answer.
 */
export class IdempotencyKeys1732400000600 implements MigrationInterface {
  name = 'IdempotencyKeys1732400000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          varchar('user_id', 36, { isPrimary: true }),
          varchar('scope', 32, { isPrimary: true }),
          varchar('idempotency_key', 128, { isPrimary: true }),
          varchar('request_hash', 64),
          varchar('owner', 36),
          varchar('state', 16),
          { name: 'response_status', type: 'int', isNullable: true },
          { name: 'response_body', type: 'text', isNullable: true },
          ts('created_at'),
          ts('updated_at'),
        ],
        indices: [{ name: 'idx_idempotency_keys_created', columnNames: ['created_at'] }],
      }),
    );
    await queryRunner.createForeignKey(
      'idempotency_keys',
      new TableForeignKey({
        name: 'fk_idempotency_keys_user',
        columnNames: ['user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('idempotency_keys', 'fk_idempotency_keys_user');
    await queryRunner.dropTable('idempotency_keys');
  }
}
