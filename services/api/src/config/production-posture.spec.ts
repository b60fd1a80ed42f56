import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { liveProductionEnv } from '../../test/support/production-env.js';
import { loadConfig } from './app-config.js';
import { PUBLISHED_SANDBOX_VALUES, type SandboxValueVariable } from './sandbox-values.js';

const dataDir = mkdtempSync(join(tmpdir(), 'invest-posture-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Production with every secret and live provider keys, on MySQL. */
const production = (): Record<string, string> => liveProductionEnv(dataDir);

describe('production posture of the configuration', () => {
  it('refuses the embedded database in production unless DATABASE_URL=embedded: names it', () => {
    const env = production();
    delete env['DATABASE_URL'];
    expect(() => loadConfig(env)).toThrow(/DATABASE_URL is required when NODE_ENV=production: a mysql:\/\/ URL, or embedded:/);
    expect(loadConfig({ ...env, DATABASE_URL: 'embedded:' }).database).toEqual({ kind: 'sqljs', file: join(dataDir, 'invest.sqlite') });
    expect(loadConfig(production()).database).toEqual({ kind: 'mysql', url: 'mysql://invest:secret@mysql:3306/invest' });
    // Outside production an unset DATABASE_URL is the embedded database, and naming it is accepted too.
    expect(loadConfig({ DATA_DIR: dataDir }).database.kind).toBe('sqljs');
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'embedded:' }).database.kind).toBe('sqljs');
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'sqlite:./x' })).toThrow(/mysql:\/\/ URL or embedded:/);
  });

  it('refuses TRUST_PROXY=true in production, takes a hop count or a CIDR list', () => {
    expect(() => loadConfig({ ...production(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true lets any client choose its address/);
    expect(typeof loadConfig({ ...production(), TRUST_PROXY: '1' }).trustProxy).toBe('function');
    expect(loadConfig({ ...production(), TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('serves the API docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(production()).apiDocs).toBe(false);
    expect(loadConfig({ ...production(), API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('refuses every published sandbox value, one line naming its variable, unless ALLOW_SANDBOX=true', () => {
    const names = Object.keys(PUBLISHED_SANDBOX_VALUES) as SandboxValueVariable[];
    expect(names).toHaveLength(11);
    for (const name of names) {
      // Live URLs everywhere: only this one variable carries the stand-in's published value.
      const env = { ...production(), [name]: PUBLISHED_SANDBOX_VALUES[name] };
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      const lines = message.split('\n').filter((line) => line.startsWith('  - '));
      expect({ name, lines }).toEqual({
        name,
        lines: [expect.stringMatching(new RegExp(`^  - ${name}: ${name} is .*production refuses it unless ALLOW_SANDBOX=true`))],
      });
      expect(() => loadConfig({ ...env, ALLOW_SANDBOX: 'true' })).not.toThrow();
    }
  });

  it('refuses a Razorpay test-mode key id in production (test mode moves no money)', () => {
    expect(() => loadConfig({ ...production(), RAZORPAY_KEY_ID: 'rzp_test_AbCdEf123456' })).toThrow(/RAZORPAY_KEY_ID: RAZORPAY_KEY_ID is a Razorpay test-mode/);
    expect(() => loadConfig({ ...production(), RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123456' })).not.toThrow();
  });
});
