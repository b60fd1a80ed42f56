/** The MySQL database the bench creates for its own API run and drops afterwards. */
import { createConnection } from 'mysql2/promise';

const SERVER_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export interface BenchDatabase {
  url: string;
  query: (sql: string, params?: unknown[]) => Promise<unknown>;
  drop: () => Promise<void>;
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `bench_${Date.now()}`;
  const admin = await createConnection(SERVER_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = `${SERVER_URL}/${name}`;
  return {
    url,
    async query(sql, params = []) {
      const connection = await createConnection(url);
      try {
        const [rows] = await connection.query(sql, params);
        return rows;
      } finally {
        await connection.end();
      }
    },
    async drop() {
      const connection = await createConnection(SERVER_URL);
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}
