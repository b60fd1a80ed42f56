import { createVitestConfig } from '@invest/mf/vitest';
import { mergeConfig } from 'vitest/config';

// Pages load lazily and draw a recharts chart: on the shared 2-core machine a first render can pass 5 s.
export default mergeConfig(createVitestConfig(), { test: { testTimeout: 20_000 } });
