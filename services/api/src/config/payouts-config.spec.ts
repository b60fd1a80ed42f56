import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { liveProductionEnv } from '../../test/support/production-env.js';
import { loadConfig } from './app-config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'invest-payouts-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const production = (): Record<string, string> => liveProductionEnv(dataDir);

describe('RazorpayX (payouts) and IFSC lookup settings', () => {
  it('development and tests use the gateway stand-in: its business account and its IFSC route', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).payouts).toMatchObject({
      apiUrl: 'http://127.0.0.1:8090',
      keyId: 'rzp_test_sandbox',
      accountNumber: '2323230000000001',
      ifscApiUrl: 'http://127.0.0.1:8090/ifsc',
      sandbox: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir, RAZORPAY_API_URL: 'http://127.0.0.1:9999' }).payouts.ifscApiUrl).toBe('http://127.0.0.1:9999/ifsc');
  });

  it('production talks to RazorpayX with the same keys and to ifsc.razorpay.com, and requires the business account', () => {
    const config = loadConfig(production());
    expect(config.payouts).toMatchObject({
      apiUrl: 'https://api.razorpay.com',
      keyId: 'rzp_live_TestOnlyKey01',
      accountNumber: '7878780080316316',
      ifscApiUrl: 'https://ifsc.razorpay.com',
      sandbox: false,
    });
    const env = production();
    delete env['RAZORPAYX_ACCOUNT_NUMBER'];
    expect(() => loadConfig(env)).toThrow('RAZORPAYX_ACCOUNT_NUMBER is required when NODE_ENV=production.');
  });

  it.each([
    ['the IFSC stand-in', { IFSC_API_URL: 'http://sandbox-gateway:8090/ifsc' }, /payouts \(the IFSC lookup\) point at a stand-in/],
    ["the stand-in's business account", { RAZORPAYX_ACCOUNT_NUMBER: '2323230000000001' }, /RAZORPAYX_ACCOUNT_NUMBER is the stand-in's published value/],
  ])('production refuses %s unless ALLOW_SANDBOX=true', (_what, override, message) => {
    const env = { ...production(), ...override };
    expect(() => loadConfig(env)).toThrow(message);
    expect(loadConfig({ ...env, ALLOW_SANDBOX: 'true' }).payouts.sandbox).toBe(true);
  });

  it('with the gateway stand-in allowed in production, payouts follow it', () => {
    const env: Record<string, string> = { ...production(), RAZORPAY_API_URL: 'http://sandbox-gateway:8090', ALLOW_SANDBOX: 'true' };
    delete env['RAZORPAYX_ACCOUNT_NUMBER'];
    expect(loadConfig(env).payouts).toMatchObject({ accountNumber: '2323230000000001', ifscApiUrl: 'http://sandbox-gateway:8090/ifsc', sandbox: true });
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, IFSC_API_URL: 'https://ifsc.razorpay.com/' })).toThrow(/IFSC_API_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, RAZORPAYX_ACCOUNT_NUMBER: '12 34' })).toThrow(/RAZORPAYX_ACCOUNT_NUMBER/);
  });
});
