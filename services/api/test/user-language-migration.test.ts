import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { UserLanguage1737900000000 } from '../src/database/migrations/1737900000000-user-language.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { withMigratedSource } from './support/migrated-source.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * `users.language` (issue 33) over accounts made before it: each is English, a new row without a language is English,
 * and the column takes Hindi; undone, the column goes and the accounts stay. On MariaDB and on sql.js.
 */
let database: TestDatabase;

const NOW = '2026-03-01 06:30:00.000';

const withDataSource = <T>(migrations: typeof MIGRATIONS, work: (source: DataSource) => Promise<T>): Promise<T> =>
  withMigratedSource(database, migrations, work);

const languages = async (source: DataSource) =>
  ((await source.query('SELECT id, language FROM users ORDER BY id')) as Array<{ id: string; language: string }>).map((row) => [row.id, row.language]);

beforeAll(async () => {
  database = await createTestDatabase();
  await withDataSource(MIGRATIONS.slice(0, MIGRATIONS.indexOf(UserLanguage1737900000000)), async (source) => {
    await source.query(`INSERT INTO users (id, phone, kyc_status, created_at) VALUES ('u1', '9876500001', 'verified', ?)`, [NOW]);
    await source.query(`INSERT INTO users (id, phone, kyc_status, created_at) VALUES ('u2', '9876500002', 'not_started', ?)`, [NOW]);
  });
}, 60_000);

afterAll(async () => {
  await database?.drop();
}, 60_000);

describe('UserLanguage migration', () => {
  it('makes every existing account English, new ones English by default, and keeps Hindi', async () => {
    const rows = await withDataSource(MIGRATIONS, async (source) => {
      await source.query(`INSERT INTO users (id, phone, kyc_status, created_at) VALUES ('u3', '9876500003', 'not_started', ?)`, [NOW]);
      await source.query(`UPDATE users SET language = 'hi' WHERE id = 'u2'`);
      return languages(source);
    });
    expect(rows).toEqual([
      ['u1', 'en'],
      ['u2', 'hi'],
      ['u3', 'en'],
    ]);
  });

  it('is undone without losing an account', async () => {
    const columns = await withDataSource(MIGRATIONS, async (source) => {
      await source.undoLastMigration();
      const runner = source.createQueryRunner();
      const table = await runner.getTable('users').finally(() => runner.release());
      const ids = ((await source.query('SELECT id FROM users ORDER BY id')) as Array<{ id: string }>).map((row) => row.id);
      return { columns: table?.columns.map((column) => column.name) ?? [], ids };
    });
    expect(columns.columns).not.toContain('language');
    expect(columns.ids).toEqual(['u1', 'u2', 'u3']);
  });
});
