import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { liveProductionEnv } from '../../test/support/production-env.js';
import { DEFAULT_DATA_DIR, loadConfig } from './app-config.js';
import { DEV_SECRETS_FILE } from './dev-secrets.js';
import { ConfigError } from './validate-env.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'invest-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The secrets and provider keys production requires (live-looking values), without NODE_ENV and DATA_DIR. */
const secrets = (): Record<string, string> => {
  const env = liveProductionEnv('');
  delete env['NODE_ENV'];
  delete env['DATA_DIR'];
  return env;
};

describe('loadConfig', () => {
  it('has development defaults: port 3000, 0.0.0.0, embedded database under DATA_DIR, shell origin', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      corsOrigins: ['http://localhost:8080'],
      logLevel: 'info',
      otpIpLimit: 30,
      trustProxy: 'loopback',
      database: { kind: 'sqljs', file: join(dataDir, 'invest.sqlite') },
    });
    expect(config.fieldEncryptionKey).toHaveLength(32);
    expect(DEFAULT_DATA_DIR).toMatch(/\/data$/);
  });

  it('generates development secrets once and keeps them (0600) across restarts', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.otpPepper).toBe(first.otpPepper);
    expect(second.fieldEncryptionKey.equals(first.fieldEncryptionKey)).toBe(true);
    const file = join(dataDir, DEV_SECRETS_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('sessionSecret', first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses to start in production without each of the three secrets', () => {
    const dataDir = tempDir();
    for (const missing of ['SESSION_SECRET', 'FIELD_ENCRYPTION_KEY', 'OTP_PEPPER'] as const) {
      const env: Record<string, string> = { NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets() };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`${missing} is required when NODE_ENV=production.`);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets() })).not.toThrow();
  });

  it('talks to Razorpay itself in production, and refuses the stand-in there unless ALLOW_SANDBOX=true names it', () => {
    const dataDir = tempDir();
    const live = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets() });
    expect(live.gateway).toMatchObject({ apiUrl: 'https://api.razorpay.com', keyId: 'rzp_live_TestOnlyKey01', sandbox: false });
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      const env: Record<string, string> = { NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets() };
      delete env[key];
      expect(() => loadConfig(env)).toThrow(`${key} is required when NODE_ENV=production.`);
    }
    const standIn = { NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets(), RAZORPAY_API_URL: 'http://sandbox-gateway:8090' };
    expect(() => loadConfig(standIn)).toThrow(/stand-in; production refuses it unless ALLOW_SANDBOX=true/);
    expect(() => loadConfig({ ...standIn, RAZORPAY_API_URL: '', RAZORPAY_KEY_ID: 'rzp_test_sandbox' })).toThrow(/ALLOW_SANDBOX/);
    expect(loadConfig({ ...standIn, ALLOW_SANDBOX: 'true' }).gateway).toMatchObject({ apiUrl: 'http://sandbox-gateway:8090', sandbox: true });
    // Development points at the local stand-in with its documented keys.
    expect(loadConfig({ DATA_DIR: dataDir }).gateway).toMatchObject({ apiUrl: 'http://127.0.0.1:8090', keyId: 'rzp_test_sandbox', sandbox: true });
  });

  it('never writes development secrets in production', () => {
    const dataDir = tempDir();
    loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets() });
    expect(() => statSync(join(dataDir, DEV_SECRETS_FILE))).toThrow();
  });

  it('requires FIELD_ENCRYPTION_KEY to be 32 bytes of base64', () => {
    const env = { NODE_ENV: 'production', DATA_DIR: tempDir(), ...secrets() };
    expect(() => loadConfig({ ...env, FIELD_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(/32 bytes/);
    expect(() => loadConfig({ ...env, FIELD_ENCRYPTION_KEY: 'not base64 at all!' })).toThrow(/32 bytes/);
  });

  it('reads DATABASE_URL as MySQL and refuses other schemes', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://root@127.0.0.1:3306/invest' }).database).toEqual({
      kind: 'mysql',
      url: 'mysql://root@127.0.0.1:3306/invest',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x' })).toThrow(/mysql:\/\//);
  });

  it('parses CORS_ORIGINS as a list and refuses "*"', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'http://localhost:8080, https://invest.example' }).corsOrigins).toEqual([
      'http://localhost:8080',
      'https://invest.example',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: '*' })).toThrow(/may not contain "\*"/);
    expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'localhost:8080' })).toThrow(/origins/);
  });

  it('treats empty variables as unset and validates numbers', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '', LOG_LEVEL: '' })).toMatchObject({
      port: 3000,
      logLevel: 'info',
      database: { kind: 'sqljs' },
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, OTP_IP_LIMIT: '0' })).toThrow(/OTP_IP_LIMIT/);
  });
});
