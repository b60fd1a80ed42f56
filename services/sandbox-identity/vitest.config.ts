import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // Tests run the contracts from source; `npm start` runs them from libs/contracts/dist.
      '@invest/contracts': fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)),
    },
  },
  test: { name: 'sandbox-identity', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 15_000 },
});
