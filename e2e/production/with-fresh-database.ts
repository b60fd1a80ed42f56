/**
 * `node e2e/production/with-fresh-database.ts <command> [args...]`: creates a fresh MySQL database (`invest_test_<random>`
 * on the server of TEST_DATABASE_URL, default mysql://root@127.0.0.1:3306, exactly as the API's integration tests do),
 * runs the command with DATABASE_URL naming it, and drops the database once the command has ended (on its own, or
 * stopped by SIGTERM/SIGINT, which it passes on).
 *
 * The production e2e run's web server (playwright.production.config.ts) is `npm start`'s command under this: Playwright
 * starts its web servers BEFORE any globalSetup, so a database the API needs at boot cannot come from one.
 */
import { spawn } from 'node:child_process';
import { createTestDatabase } from '../../services/api/test/support/test-database.ts';

/** The MariaDB/MySQL server of this machine and of CI (.ci/run), as in services/api's tests. */
const DEFAULT_TEST_DATABASE_URL = 'mysql://root@127.0.0.1:3306';

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('Usage: node e2e/production/with-fresh-database.ts <command> [args...]');
  process.env['TEST_DATABASE_URL'] ||= DEFAULT_TEST_DATABASE_URL;
  const database = await createTestDatabase();
  const databaseUrl = database.env['DATABASE_URL'];
  if (database.kind !== 'mysql' || !databaseUrl) throw new Error('no MySQL database was created');
  console.log(`[with-fresh-database] ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host}`);

  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
  const passOn = (signal: NodeJS.Signals) => () => {
    child.kill(signal);
  };
  process.on('SIGTERM', passOn('SIGTERM'));
  process.on('SIGINT', passOn('SIGINT'));
  const code = await new Promise<number>((done) => {
    child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`[with-fresh-database] ${command}: ${error.message}`);
      done(1);
    });
  });
  await database.drop();
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[with-fresh-database] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
