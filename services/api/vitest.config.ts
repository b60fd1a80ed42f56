import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * Three projects, one `vitest run`:
 * - unit:     src/**\/*.spec.ts, pure logic;
 * - mysql:    test/**\/*.test.ts against MySQL/MariaDB at TEST_DATABASE_URL (default
 *             mysql://root@127.0.0.1:3306), one `invest_test_<random>` database per file;
 *             the only project that runs the two-instance scale-out test;
 * - embedded: the same integration tests (minus scale-out) on sql.js in a temp dir.
 */
const mysqlUrl = process.env['TEST_DATABASE_URL'] || 'mysql://root@127.0.0.1:3306';
const integration = ['test/**/*.test.ts'];

export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  resolve: {
    alias: {
      // Tests run the contracts from source; the built API imports libs/contracts/dist.
      '@invest/contracts': fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.spec.ts'] } },
      {
        extends: true,
        // The embedded database's own file (batched saves) has nothing to test on MySQL.
        test: { name: 'mysql', include: integration, exclude: ['test/embedded-file.test.ts'], env: { TEST_DATABASE_URL: mysqlUrl } },
      },
      {
        extends: true,
        test: {
          name: 'embedded',
          include: integration,
          // The database-outage tests cut a TCP relay to MySQL: nothing to cut on sql.js.
          exclude: ['test/scale-out.test.ts', 'test/reliability/database-outage.test.ts', 'test/reliability/payout-outage.test.ts'],
          env: { TEST_DATABASE_URL: '' },
        },
      },
    ],
  },
});
