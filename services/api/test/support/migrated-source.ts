import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import type { MIGRATIONS } from '../../src/database/migrations/index.js';
import type { TestDatabase } from './test-database.js';

/** The database's options with only `migrations` (no entities, nothing run on connect); sql.js saves to its file. */
function options(database: TestDatabase, migrations: typeof MIGRATIONS) {
  const base = buildDataSourceOptions(
    database.kind === 'mysql'
      ? { kind: 'mysql', url: database.env['DATABASE_URL'] ?? '' }
      : { kind: 'sqljs', file: join(database.env['DATA_DIR'] ?? '', 'migration.sqlite') },
  );
  return { ...base, entities: [], migrations, migrationsRun: false, ...(base.type === 'sqljs' ? { autoSave: true } : {}) };
}

/**
 * For a migration's test: connects to the test database, runs `migrations` (those not run yet), gives the connection to
 * `work`, and closes it. Called with the migrations before the one under test, then with it, over the same database.
 */
export async function withMigratedSource<T>(database: TestDatabase, migrations: typeof MIGRATIONS, work: (source: DataSource) => Promise<T>): Promise<T> {
  const source = new DataSource(options(database, migrations) as ConstructorParameters<typeof DataSource>[0]);
  await source.initialize();
  try {
    await source.runMigrations();
    return await work(source);
  } finally {
    await source.destroy();
  }
}
