import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { TcpProxy } from './tcp-proxy.js';

/** A test database on MySQL and the real app reaching it through a relay the test can cut (`proxy.stop()`). */
export interface RelayedApp {
  database: TestDatabase;
  proxy: TcpProxy;
  api: TestApp;
  /** Closes the app over a running relay (a test cut short may have left it stopped), then the relay and the database. */
  close(): Promise<void>;
}

/** The outage tests' set-up: a fresh MySQL database, a relay in front of its server, the app started through it. */
export async function startRelayedApp(): Promise<RelayedApp> {
  const database = await createTestDatabase();
  if (database.kind !== 'mysql') {
    await database.drop();
    throw new Error('The outage tests need MySQL (TEST_DATABASE_URL).');
  }
  const real = new URL(database.env['DATABASE_URL'] ?? '');
  const proxy = new TcpProxy(real.hostname, Number(real.port || 3306));
  await proxy.start();
  const relayed = new URL(real);
  relayed.port = String(proxy.port);
  let api: TestApp;
  try {
    api = await startTestApp(database, { DATABASE_URL: relayed.toString() });
  } catch (error) {
    await proxy.stop();
    await database.drop();
    throw error;
  }
  return {
    database,
    proxy,
    api,
    close: async () => {
      await proxy.start();
      await api.close();
      await proxy.stop();
      await database.drop();
    },
  };
}
