import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const setupFile = fileURLToPath(new URL('./vitest-setup.ts', import.meta.url));

/**
 * One vitest configuration for every front-end project: jsdom, jest-dom matchers, cleanup after
 * each test, and the `source` export condition so workspace libs are read from their TypeScript.
 */
export function createVitestConfig(options: { environment?: 'jsdom' | 'node' } = {}) {
  return defineConfig({
    resolve: { conditions: ['source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    test: {
      environment: options.environment ?? 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: (options.environment ?? 'jsdom') === 'jsdom' ? [setupFile] : [],
      restoreMocks: true,
      unstubGlobals: true,
    },
  });
}
