import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { liveProductionEnv } from '../../test/support/production-env.js';
import { loadConfig } from './app-config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'invest-identity-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Production with every secret and live provider keys, on MySQL. */
const production = (): Record<string, string> => liveProductionEnv(dataDir);

describe('SMS (MSG91) and KYC (Cashfree) provider settings', () => {
  it('development and tests point at the local stand-in with its documented keys', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.sms).toMatchObject({
      apiUrl: 'http://127.0.0.1:8091',
      templateIds: { otp: 'sandbox-otp-template', 'payout-account-changed': 'sandbox-account-change-template' },
      senderId: 'SBXOTP',
      sandbox: true,
    });
    expect(config.kyc).toMatchObject({ apiUrl: 'http://127.0.0.1:8091/verification', clientId: 'CF_SANDBOX_CLIENT_ID', sandbox: true });
  });

  it('production talks to MSG91 and Cashfree themselves, with the keys from the environment', () => {
    const config = loadConfig(production());
    expect(config.sms).toMatchObject({
      apiUrl: 'https://control.msg91.com',
      authKey: 'live-msg91-key',
      templateIds: { otp: 'live-otp-template', 'payout-account-changed': 'live-account-change-template' },
      senderId: 'SLDSTP',
      sandbox: false,
    });
    expect(config.kyc).toMatchObject({
      apiUrl: 'https://api.cashfree.com/verification',
      clientId: 'CF_LIVE_CLIENT',
      clientSecret: 'live-cashfree-secret',
      sandbox: false,
    });
  });

  it.each(['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID', 'MSG91_ACCOUNT_CHANGE_TEMPLATE_ID', 'MSG91_SENDER_ID', 'CASHFREE_CLIENT_ID', 'CASHFREE_CLIENT_SECRET'])(
    'production requires %s',
    (key) => {
      const env = production();
      delete env[key];
      expect(() => loadConfig(env)).toThrow(`${key} is required when NODE_ENV=production.`);
    },
  );

  it.each([
    ['the SMS stand-in URL', { MSG91_API_URL: 'http://sandbox-identity:8091' }, /SMS provider points at a stand-in/],
    ['the SMS stand-in key', { MSG91_AUTH_KEY: 'sandbox-msg91-authkey-not-for-production' }, /MSG91_AUTH_KEY is the stand-in's published value/],
    ['the KYC stand-in URL', { CASHFREE_VERIFICATION_API_URL: 'http://sandbox-identity:8091/verification' }, /KYC provider points at a stand-in/],
    ["Cashfree's own sandbox", { CASHFREE_VERIFICATION_API_URL: 'https://sandbox.cashfree.com/verification' }, /KYC provider points at a stand-in/],
    ['the KYC stand-in client id', { CASHFREE_CLIENT_ID: 'CF_SANDBOX_CLIENT_ID' }, /CASHFREE_CLIENT_ID is the stand-in's published value/],
  ])('production refuses %s unless ALLOW_SANDBOX=true', (_what, override, message) => {
    const env = { ...production(), ...override };
    expect(() => loadConfig(env)).toThrow(message);
    const allowed = loadConfig({ ...env, ALLOW_SANDBOX: 'true' });
    expect(allowed.sms.sandbox || allowed.kyc.sandbox).toBe(true);
  });

  it('refuses malformed URLs and sender ids', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, MSG91_API_URL: 'control.msg91.com' })).toThrow(/MSG91_API_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, CASHFREE_VERIFICATION_API_URL: 'https://api.cashfree.com/verification/' })).toThrow(
      /CASHFREE_VERIFICATION_API_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, MSG91_SENDER_ID: 'abc' })).toThrow(/MSG91_SENDER_ID/);
  });
});
