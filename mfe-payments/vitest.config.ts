import { createVitestConfig } from '@invest/mf/vitest';

export default createVitestConfig();
