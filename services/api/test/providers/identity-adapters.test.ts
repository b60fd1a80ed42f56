import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderText, SANDBOX_IDENTITY, SANDBOX_IDENTITY_TEST_VALUES as SANDBOX, TEXT_TEMPLATES, TEXT_TEMPLATES_HI } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProviderUnavailableError } from '../../src/common/providers/provider-unavailable.error.js';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { PROVIDER_TIMEOUT_MS } from '../../src/config/identity-providers-config.js';
import { CashfreeKycProvider } from '../../src/modules/kyc/cashfree-kyc-provider.js';
import { Msg91SmsSender } from '../../src/modules/sms/msg91-sms-sender.js';
import { identityEnv, type SandboxIdentity, startIdentity } from '../support/identity.js';

/**
 * The real MSG91 and Cashfree adapters against the local stand-in, which speaks both APIs: success, the provider's
 * refusals, wrong keys, the provider down, and no answer in time.
 * Every call has the production deadline (PROVIDER_TIMEOUT_MS) except the "no answer in time" cases, which give the
 * adapter a short deadline (TIMEOUT_MS): a loaded machine can slow the other calls (a 300 ms deadline for all of them
 * failed at random) without making them time out. The stand-in runs in this process and holds its slow answers for
 * 5 × TIMEOUT_MS: the adapter's timer, due first on the same event loop, always fires before the answer.
 */
const TIMEOUT_MS = 300;
const dataDir = mkdtempSync(join(tmpdir(), 'invest-adapters-'));
let standIn: SandboxIdentity;
let config: AppConfig;

const digits = (aadhaar: string) => aadhaar.replace(/ /g, '');
/** The adapters as the app builds them, with `override` applied to their provider settings. */
const sms = (override: Partial<AppConfig['sms']> = {}) => new Msg91SmsSender({ ...config, sms: { ...config.sms, ...override } });
const kyc = (override: Partial<AppConfig['kyc']> = {}) => new CashfreeKycProvider({ ...config, kyc: { ...config.kyc, ...override } });

beforeAll(async () => {
  standIn = await startIdentity(TIMEOUT_MS * 5);
  config = loadConfig({ DATA_DIR: dataDir, ...identityEnv(standIn) });
  expect([config.sms.timeoutMs, config.kyc.timeoutMs]).toEqual([PROVIDER_TIMEOUT_MS, PROVIDER_TIMEOUT_MS]);
}, 60_000);

afterAll(async () => {
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('Msg91SmsSender (MSG91 Flow API)', () => {
  it('sends the DLT template with the code; the text reaches the phone', async () => {
    await sms().send({ phone: '9876512345', template: 'otp', language: 'en', variables: { otp: '482913' } });
    expect(standIn.inbox('9876512345')[0]).toMatchObject({
      sender: SANDBOX_IDENTITY.msg91SenderId,
      templateId: SANDBOX_IDENTITY.msg91TemplateId,
      body: 'Your verification code is 482913. It is valid for 5 minutes. Never share it with anyone.',
    });
  });

  it('sends a transactional text from its own DLT template (MSG91_TEXT_TEMPLATE_IDS), answering MSG91’s request id', async () => {
    const variables = { account: '4321', previous: '1234', from: '29 Nov 2026, 3:12 pm IST' };
    const requestId = await sms().send({ phone: '9876512347', template: 'payout_account_changed', language: 'en', variables });
    expect(requestId).toMatch(/^[0-9a-f]{24}$/);
    expect(standIn.inbox('9876512347')[0]).toMatchObject({
      templateId: TEXT_TEMPLATES.payout_account_changed.sandboxTemplateId,
      body: renderText(TEXT_TEMPLATES.payout_account_changed.text, variables),
    });
  });

  it('sends a Hindi investor’s text from its Hindi DLT template, as Unicode, and the phone shows the Devanagari', async () => {
    const variables = { amount: 'Rs. 1,500', product: 'Short Term FD', account: '6789', tds: 'Rs. 0', utr: '123456789012' };
    await sms().send({ phone: '9876512348', template: 'payout_sent', language: 'hi', variables });
    await sms().send({ phone: '9876512348', template: 'otp', language: 'hi', variables: { otp: '482913' } });
    expect(standIn.inbox('9876512348')).toEqual([
      expect.objectContaining({
        templateId: SANDBOX_IDENTITY.msg91HindiTemplateId,
        body: 'आपका सत्यापन कोड 482913 है। यह 5 मिनट तक मान्य है। इसे किसी के साथ भी साझा न करें।',
      }),
      expect.objectContaining({
        templateId: TEXT_TEMPLATES_HI.payout_sent.sandboxTemplateId,
        body: 'Solidstep Invest: Short Term FD का ब्याज Rs. 1,500 आपके बैंक खाते (अंतिम अंक 6789) में भेज दिया गया है, TDS Rs. 0 काटा गया। UTR 123456789012।',
      }),
    ]);
    expect(sms().sendsIn('hi')).toBe('hi');
  });

  it('sends Hindi investors the English texts while MSG91 itself has no Hindi templates named', async () => {
    const english = sms({ hindi: null });
    expect(english.sendsIn('hi')).toBe('en');
    await english.send({ phone: '9876512349', template: 'otp', language: english.sendsIn('hi'), variables: { otp: '482913' } });
    expect(standIn.inbox('9876512349')[0]).toMatchObject({ templateId: SANDBOX_IDENTITY.msg91TemplateId });
  });

  it.each([
    ['a wrong auth key', { authKey: 'not-the-key' }, '9876512346', /MSG91 unavailable: HTTP 401/, 'answered'],
    ['an unknown template', { templateId: 'unknown' }, '9876512346', /HTTP 400/, 'answered'],
    ['the provider down', {}, SANDBOX.smsDownPhone, /HTTP 500/, 'answered'],
    ['no answer in time', { timeoutMs: TIMEOUT_MS }, SANDBOX.smsSlowPhone, new RegExp(`no answer within ${TIMEOUT_MS} ms`), 'no_answer'],
    ['nothing listening', { apiUrl: 'http://127.0.0.1:9' }, '9876512346', /could not be reached/, 'unreachable'],
  ])('fails with ProviderUnavailableError on %s, saying whether the text may have gone out', async (_what, override, phone, message, delivery) => {
    const sending = sms(override).send({ phone, template: 'otp', language: 'en', variables: { otp: '482913' } });
    await expect(sending).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(sending).rejects.toMatchObject({ delivery });
    await expect(sms(override).send({ phone, template: 'otp', language: 'en', variables: { otp: '482913' } })).rejects.toThrow(message);
    expect(standIn.inbox('9876512346')).toEqual([]);
  });

  it('says nothing went out when the connection is refused (a port nobody listens on)', async () => {
    const server = createServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const address = server.address();
    await new Promise((closed) => server.close(closed));
    if (address === null || typeof address === 'string') throw new Error('no port');
    const sending = sms({ apiUrl: `http://127.0.0.1:${address.port}` }).send({
      phone: '9876512346',
      template: 'otp',
      language: 'en',
      variables: { otp: '482913' },
    });
    await expect(sending).rejects.toMatchObject({ delivery: 'unreachable', reason: 'could not be reached' });
  });
});

describe('CashfreeKycProvider (Cashfree Verification API)', () => {
  it('Aadhaar OTP e-KYC: the OTP is sent, a wrong one is told apart, the right one answers the holder’s name', async () => {
    const sent = await kyc().sendAadhaarOtp('234123412346');
    if (sent.kind !== 'otp_sent') throw new Error(`expected an OTP, got ${sent.kind}`);
    expect(await kyc().verifyAadhaarOtp(sent.reference, SANDBOX.wrongAadhaarOtp)).toEqual({ kind: 'wrong_otp' });
    expect(await kyc().verifyAadhaarOtp(sent.reference, SANDBOX.aadhaarOtp)).toEqual({
      kind: 'verified',
      holderName: SANDBOX.holderName,
      dateOfBirth: '1990-08-15',
    });
    // A reference is used once.
    expect(await kyc().verifyAadhaarOtp(sent.reference, SANDBOX.aadhaarOtp)).toEqual({ kind: 'expired' });
  });

  it('an Aadhaar the registry does not know is refused', async () => {
    expect(await kyc().sendAadhaarOtp(digits(SANDBOX.invalidAadhaar))).toMatchObject({ kind: 'refused', reason: 'Invalid Aadhaar Card' });
  });

  it('PAN: verified with a matching name, a name mismatch, an unknown PAN', async () => {
    expect(await kyc().verifyPan('ABCPE1234F', SANDBOX.holderName)).toMatchObject({
      kind: 'verified',
      reference: expect.stringMatching(/^\d+$/) as unknown as string,
    });
    expect(await kyc().verifyPan('ABCPE1234F', 'Rao Asha')).toMatchObject({ kind: 'verified' });
    expect(await kyc().verifyPan(SANDBOX.nameMismatchPan, SANDBOX.holderName)).toEqual({ kind: 'name_mismatch' });
    expect(await kyc().verifyPan(SANDBOX.invalidPan, SANDBOX.holderName)).toMatchObject({ kind: 'refused', reason: 'Invalid PAN' });
  });

  it("PAN: the registry's Aadhaar seeding status, not linked and inoperative", async () => {
    expect(await kyc().verifyPan(SANDBOX.panNotLinked, SANDBOX.holderName)).toEqual({ kind: 'not_linked' });
    expect(await kyc().verifyPan(SANDBOX.panInoperative, SANDBOX.holderName)).toEqual({ kind: 'inoperative' });
  });

  it.each([
    ['the provider down', {}, SANDBOX.providerDownAadhaar, /HTTP 500: Unable to validate/],
    ['no answer in time', { timeoutMs: TIMEOUT_MS }, SANDBOX.slowAadhaar, new RegExp(`no answer within ${TIMEOUT_MS} ms`)],
    ['wrong keys', { clientSecret: 'wrong' }, '234123412346', /HTTP 401: Invalid clientId and clientSecret combination/],
    ['nothing listening', { apiUrl: 'http://127.0.0.1:9/verification' }, '234123412346', /could not be reached/],
  ])('fails with ProviderUnavailableError on %s', async (_what, override, aadhaar, message) => {
    const sending = kyc(override).sendAadhaarOtp(digits(aadhaar));
    await expect(sending).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(kyc(override).sendAadhaarOtp(digits(aadhaar))).rejects.toThrow(message);
  });
});
