import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { liveProductionEnv } from '../../../test/support/production-env.js';
import { loadConfig } from '../../config/app-config.js';
import { systemClock } from './clock.js';
import { configuredClock } from './configured-clock.js';
import { FileClock } from './file-clock.js';

const dataDir = mkdtempSync(join(tmpdir(), 'invest-test-clock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('TEST_CLOCK_FILE', () => {
  it('is refused in production, whatever its value', () => {
    expect(() => loadConfig({ ...liveProductionEnv(dataDir), TEST_CLOCK_FILE: join(dataDir, 'clock') })).toThrow(
      /TEST_CLOCK_FILE: TEST_CLOCK_FILE moves the clock for tests; production refuses it/,
    );
    expect(loadConfig({ ...liveProductionEnv(dataDir), TEST_CLOCK_FILE: '' }).testClockFile).toBeNull();
  });

  it('outside production names the file the clock reads (relative paths from the working directory)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).testClockFile).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', TEST_CLOCK_FILE: '/tmp/e2e-clock' }).testClockFile).toBe('/tmp/e2e-clock');
    expect(loadConfig({ DATA_DIR: dataDir, TEST_CLOCK_FILE: 'clock.txt' }).testClockFile).toBe(join(process.cwd(), 'clock.txt'));
  });

  it('makes the API clock that file clock; unset, real time', () => {
    const path = join(dataDir, 'clock');
    writeFileSync(path, '2026-12-15T06:30:00.000Z');
    const clock = configuredClock(path);
    expect(clock).toBeInstanceOf(FileClock);
    expect(clock.now().toISOString().slice(0, 16)).toBe('2026-12-15T06:30');
    expect(configuredClock(null)).toBe(systemClock);
  });
});
