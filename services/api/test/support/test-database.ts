import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

export interface TestDatabase {
  kind: 'mysql' | 'sqljs';
  /** Env for createApp: DATA_DIR (dev secrets, sql.js file) and DATABASE_URL on MySQL. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh database for one test file: `invest_test_<random>` on the server of
 * TEST_DATABASE_URL when set (created here, dropped by `drop`), else sql.js in a temp dir.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'invest-api-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    return { kind: 'sqljs', env: { DATA_DIR: dataDir }, drop: async () => removeDir() };
  }
  const name = `invest_test_${randomBytes(6).toString('hex')}`;
  let admin;
  try {
    admin = await createConnection(serverUrl);
  } catch (error) {
    removeDir();
    throw new Error(
      `Cannot reach MySQL at TEST_DATABASE_URL=${serverUrl} (${String(error)}). ` +
        'Start MariaDB/MySQL, point TEST_DATABASE_URL at it, or run only the embedded project: npm run test:embedded.',
      { cause: error },
    );
  }
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return {
    kind: 'mysql',
    env: { DATA_DIR: dataDir, DATABASE_URL: withDatabase(serverUrl, name) },
    drop: async () => {
      const connection = await createConnection(serverUrl);
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      removeDir();
    },
  };
}
