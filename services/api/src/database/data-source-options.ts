import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * TypeORM options for both databases: MySQL/MariaDB through mysql2 when DATABASE_URL is set,
 * otherwise the embedded sql.js file (loaded at start; EmbeddedFileSaver writes it at most once a second).
 * Migrations only, run at start; never `synchronize`.
 */
export function buildDataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
  } as const;
  if (database.kind === 'mysql') {
    return {
      ...common,
      type: 'mysql',

      url: database.url,
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      connectTimeout: 5000,
      poolSize: 10,
    };
  }
  mkdirSync(dirname(database.file), { recursive: true });
  // autoSave would export and rewrite the whole file after every write statement: see embedded-file-saver.ts.
  return { ...common, type: 'sqljs', location: database.file, autoSave: false };
}
