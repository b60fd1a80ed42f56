/** A MySQL database a bench run creates for its own platform run and drops afterwards. */
import { createConnection } from 'mysql2/promise';

/** The server: BENCH_MYSQL_URL, else the tests' TEST_DATABASE_URL, else this machine's (and CI's) MariaDB. */
const SERVER_URL = process.env.BENCH_MYSQL_URL || process.env.TEST_DATABASE_URL || 'mysql://root@127.0.0.1:3306';

export interface BenchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** `<prefix>_<time>` on the server, utf8mb4 as the API's migrations expect. */
export async function createBenchDatabase(prefix = 'bench'): Promise<BenchDatabase> {
  const name = `${prefix}_${Date.now()}`;
  const admin = await createConnection(SERVER_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const database = new URL(SERVER_URL);
  database.pathname = `/${name}`;
  const url = database.toString();
  return {
    url,
    async drop() {
      const connection = await createConnection(SERVER_URL);
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}
