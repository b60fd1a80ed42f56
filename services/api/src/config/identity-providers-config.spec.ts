import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEXT_EVENTS } from '@invest/contracts';
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
    expect(config.sms).toMatchObject({ apiUrl: 'http://127.0.0.1:8091', templateId: 'sandbox-otp-template', senderId: 'SBXOTP', sandbox: true });
    expect(config.kyc).toMatchObject({ apiUrl: 'http://127.0.0.1:8091/verification', clientId: 'CF_SANDBOX_CLIENT_ID', sandbox: true });
  });

  it('production talks to MSG91 and Cashfree themselves, with the keys from the environment', () => {
    const config = loadConfig(production());
    expect(config.sms).toMatchObject({
      apiUrl: 'https://control.msg91.com',
      authKey: 'live-msg91-key',
      templateId: 'live-otp-template',
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

  it('takes the Hindi DLT templates from MSG91_TEMPLATE_ID_HI and MSG91_TEXT_TEMPLATE_IDS_HI, both or neither; the stand-in’s by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).sms.hindi).toMatchObject({
      templateId: 'sandbox-otp-template-hi',
      textTemplateIds: { payment_received: 'sandbox-payment-received-hi', payout_account_changed: 'sandbox-payout-account-changed-hi' },
    });
    // MSG91 itself with no Hindi templates named: Hindi investors get the English texts.
    expect(loadConfig(production()).sms.hindi).toBeNull();
    const hindiTexts = TEXT_EVENTS.map((event, index) => `${event}=12070000000010${index}`).join(',');
    const named = loadConfig({ ...production(), MSG91_TEMPLATE_ID_HI: '1207000000000200', MSG91_TEXT_TEMPLATE_IDS_HI: hindiTexts });
    expect(named.sms.hindi).toMatchObject({ templateId: '1207000000000200', textTemplateIds: { payment_received: '120700000000100' } });
    expect(() => loadConfig({ ...production(), MSG91_TEMPLATE_ID_HI: '1207000000000200' })).toThrow(
      'MSG91_TEMPLATE_ID_HI and MSG91_TEXT_TEMPLATE_IDS_HI name the Hindi templates together: set both or neither.',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, MSG91_TEMPLATE_ID_HI: 'x', MSG91_TEXT_TEMPLATE_IDS_HI: 'payment_received=1' })).toThrow(
      /MSG91_TEXT_TEMPLATE_IDS_HI must name a template id for each of payment_received/,
    );
  });

  it.each(['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID', 'MSG91_SENDER_ID', 'CASHFREE_CLIENT_ID', 'CASHFREE_CLIENT_SECRET'])('production requires %s', (key) => {
    const env = production();
    delete env[key];
    expect(() => loadConfig(env)).toThrow(`${key} is required when NODE_ENV=production.`);
  });

  it('takes the transactional texts’ DLT templates from MSG91_TEXT_TEMPLATE_IDS, one per event; required with MSG91 itself', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).sms.textTemplateIds).toMatchObject({
      payment_received: 'sandbox-payment-received',
      refund_made: 'sandbox-refund-made',
    });
    const config = loadConfig(production());
    expect(config.sms.textTemplateIds).toMatchObject({ payment_received: '120700000000000', payout_account_changed: '120700000000007' });
    const env = production();
    delete env['MSG91_TEXT_TEMPLATE_IDS'];
    expect(() => loadConfig(env)).toThrow('MSG91_TEXT_TEMPLATE_IDS is required when NODE_ENV=production and texts go through MSG91 itself.');
    expect(() => loadConfig({ ...env, MSG91_API_URL: 'http://sandbox-identity:8091', ALLOW_SANDBOX: 'true' })).not.toThrow();
    for (const bad of ['payment_received=1', 'payment_received=1,nonsense=2', `${production()['MSG91_TEXT_TEMPLATE_IDS'] ?? ''},payout_sent=9`]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, MSG91_TEXT_TEMPLATE_IDS: bad })).toThrow(
        /MSG91_TEXT_TEMPLATE_IDS must name a template id for each of payment_received/,
      );
    }
  });

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
