import { createVitestConfig } from './src/vitest-config.ts';

export default createVitestConfig({ environment: 'node' });
