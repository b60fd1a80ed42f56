import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    root: new URL('..', import.meta.url).pathname,
    include: ['tools/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
