import { SANDBOX_IDENTITY, SANDBOX_IDENTITY_TEST_VALUES, TEXT_TEMPLATES, TEXT_TEMPLATES_HI } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SandboxIdentity, startSandboxIdentity } from '../src/index.ts';

let standIn: SandboxIdentity;

beforeAll(async () => {
  standIn = await startSandboxIdentity({ port: 0, slowResponseMs: 50 });
});

afterAll(async () => {
  await standIn?.close();
});

const post = async (path: string, body: unknown, headers: Record<string, string>) => {
  const response = await fetch(`${standIn.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const msg91 = { authkey: SANDBOX_IDENTITY.msg91AuthKey };
const cashfree = { 'x-client-id': SANDBOX_IDENTITY.cashfreeClientId, 'x-client-secret': SANDBOX_IDENTITY.cashfreeClientSecret };
const flow = (mobiles: string) => ({
  template_id: SANDBOX_IDENTITY.msg91TemplateId,
  sender: SANDBOX_IDENTITY.msg91SenderId,
  short_url: '0',
  recipients: [{ mobiles, otp: '482913' }],
});

describe('MSG91 Flow API and the inbox', () => {
  it('delivers the rendered template to the inbox, newest first', async () => {
    expect(await post('/api/v5/flow', flow('919876500001'), msg91)).toMatchObject({ status: 200, body: { type: 'success' } });
    await post('/api/v5/flow/', { ...flow('919876500001'), recipients: [{ mobiles: '919876500001', otp: '000777' }] }, msg91);
    const inbox = (await (await fetch(`${standIn.url}/inbox?phone=9876500001`)).json()) as { body: string; sender: string }[];
    expect(inbox.map((message) => message.body)).toEqual([
      'Your verification code is 000777. It is valid for 5 minutes. Never share it with anyone.',
      'Your verification code is 482913. It is valid for 5 minutes. Never share it with anyone.',
    ]);
    expect(inbox[0]?.sender).toBe(SANDBOX_IDENTITY.msg91SenderId);
  });

  it('renders a transactional text’s DLT template (one per money event) into the inbox', async () => {
    const text = {
      template_id: TEXT_TEMPLATES.payout_sent.sandboxTemplateId,
      sender: SANDBOX_IDENTITY.msg91SenderId,
      short_url: '0',
      recipients: [{ mobiles: '919876500003', amount: 'Rs. 1,500', product: 'Short Term FD', account: '6789', tds: 'Rs. 0', utr: '123456789012' }],
    };
    expect((await post('/api/v5/flow/', text, msg91)).status).toBe(200);
    expect(standIn.inbox('9876500003')).toEqual([
      expect.objectContaining({
        templateId: 'sandbox-payout-sent',
        body: 'Solidstep Invest: Rs. 1,500 of Short Term FD interest sent to your bank account ending 6789 (TDS Rs. 0 withheld). UTR 123456789012.',
      }),
    ]);
  });

  it('renders the payout-account change text: when payouts move and what to do if it was not the investor', async () => {
    const text = {
      template_id: TEXT_TEMPLATES.payout_account_changed.sandboxTemplateId,
      sender: SANDBOX_IDENTITY.msg91SenderId,
      short_url: '0',
      recipients: [{ mobiles: '919876500004', account: '4321', previous: '1234', from: '29 Nov 2026, 3:12 pm IST' }],
    };
    expect((await post('/api/v5/flow/', text, msg91)).status).toBe(200);
    expect(standIn.inbox('9876500004')).toEqual([
      expect.objectContaining({
        templateId: 'sandbox-payout-account-changed',
        body: 'Solidstep Invest: your payout account was changed to the bank account ending 4321. Payouts go to it from 29 Nov 2026, 3:12 pm IST; until then they go to the one ending 1234. Not you? Sign in and add your previous account again with the OTP, or call us on +91 98000 00000.',
      }),
    ]);
  });

  it('renders the Hindi templates (their own DLT ids) sent as Unicode, and refuses them without unicode 1', async () => {
    const text = {
      template_id: TEXT_TEMPLATES_HI.payout_sent.sandboxTemplateId,
      sender: SANDBOX_IDENTITY.msg91SenderId,
      short_url: '0',
      unicode: 1,
      recipients: [{ mobiles: '919876500005', amount: 'Rs. 1,500', product: 'Short Term FD', account: '6789', tds: 'Rs. 0', utr: '123456789012' }],
    };
    expect((await post('/api/v5/flow/', text, msg91)).status).toBe(200);
    const otp = { ...flow('919876500005'), template_id: SANDBOX_IDENTITY.msg91HindiTemplateId, unicode: 1 };
    expect((await post('/api/v5/flow/', otp, msg91)).status).toBe(200);
    expect(standIn.inbox('9876500005')).toEqual([
      expect.objectContaining({ templateId: 'sandbox-otp-template-hi', body: 'आपका सत्यापन कोड 482913 है। यह 5 मिनट तक मान्य है। इसे किसी के साथ भी साझा न करें।' }),
      expect.objectContaining({
        templateId: 'sandbox-payout-sent-hi',
        body: 'Solidstep Invest: Short Term FD का ब्याज Rs. 1,500 आपके बैंक खाते (अंतिम अंक 6789) में भेज दिया गया है, TDS Rs. 0 काटा गया। UTR 123456789012।',
      }),
    ]);
    const { unicode: _unicode, ...asGsm } = text;
    expect(await post('/api/v5/flow/', { ...asGsm, recipients: [{ ...text.recipients[0], mobiles: '919876500006' }] }, msg91)).toEqual({
      status: 400,
      body: { type: 'error', message: 'The template is in a language other than English: send it with unicode 1' },
    });
    expect(standIn.inbox('9876500006')).toEqual([]);
  });

  it('refuses a wrong authkey, an unknown template and a malformed number; the down test value answers 500', async () => {
    expect((await post('/api/v5/flow', flow('919876500002'), { authkey: 'nope' })).status).toBe(401);
    expect((await post('/api/v5/flow', { ...flow('919876500002'), template_id: 'other' }, msg91)).status).toBe(400);
    expect((await post('/api/v5/flow', flow('9876500002'), msg91)).status).toBe(400);
    expect((await post('/api/v5/flow', flow(`91${SANDBOX_IDENTITY_TEST_VALUES.smsDownPhone}`), msg91)).status).toBe(500);
    expect(await fetch(`${standIn.url}/inbox?phone=9876500002`).then((r) => r.json())).toEqual([]);
    expect((await fetch(`${standIn.url}/inbox?phone=12`)).status).toBe(400);
  });
});

describe('Cashfree Verification API', () => {
  const aadhaar = '234123412346';

  it('sends an Aadhaar OTP, verifies the sandbox OTP once, and returns the holder', async () => {
    const sent = await post('/verification/offline-aadhaar/otp', { aadhaar_number: aadhaar }, cashfree);
    expect(sent.body).toMatchObject({ status: 'SUCCESS', message: 'OTP sent successfully' });
    const ref = sent.body['ref_id'] as string;
    const wrong = await post('/verification/offline-aadhaar/verify', { otp: SANDBOX_IDENTITY_TEST_VALUES.wrongAadhaarOtp, ref_id: ref }, cashfree);
    expect(wrong).toMatchObject({ status: 400, body: { message: 'OTP entered is invalid' } });
    const ok = await post('/verification/offline-aadhaar/verify', { otp: SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp, ref_id: ref }, cashfree);
    expect(ok).toMatchObject({ status: 200, body: { status: 'VALID', name: SANDBOX_IDENTITY_TEST_VALUES.holderName } });
    expect((await post('/verification/offline-aadhaar/verify', { otp: SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp, ref_id: ref }, cashfree)).status).toBe(400);
  });

  it('answers the documented test values: invalid Aadhaar, provider down, wrong keys', async () => {
    const digits = (value: string) => value.replace(/ /g, '');
    expect(
      (await post('/verification/offline-aadhaar/otp', { aadhaar_number: digits(SANDBOX_IDENTITY_TEST_VALUES.invalidAadhaar) }, cashfree)).body,
    ).toMatchObject({ status: 'INVALID' });
    expect(
      (await post('/verification/offline-aadhaar/otp', { aadhaar_number: digits(SANDBOX_IDENTITY_TEST_VALUES.providerDownAadhaar) }, cashfree)).status,
    ).toBe(500);
    expect((await post('/verification/offline-aadhaar/otp', { aadhaar_number: aadhaar }, { ...cashfree, 'x-client-secret': 'x' })).status).toBe(401);
    expect((await post('/verification/offline-aadhaar/otp', { aadhaar_number: aadhaar }, {})).status).toBe(400);
  });

  it('verifies a PAN with a name match against the holder', async () => {
    const holder = SANDBOX_IDENTITY_TEST_VALUES.holderName;
    expect((await post('/verification/pan', { pan: 'ABCPE1234F', name: holder }, cashfree)).body).toMatchObject({
      valid: true,
      name_match_result: 'DIRECT_MATCH',
    });
    expect((await post('/verification/pan', { pan: 'ABCPE1234F', name: 'Rao Asha' }, cashfree)).body).toMatchObject({
      name_match_result: 'GOOD_PARTIAL_MATCH',
    });
    expect((await post('/verification/pan', { pan: SANDBOX_IDENTITY_TEST_VALUES.nameMismatchPan, name: holder }, cashfree)).body).toMatchObject({
      valid: true,
      name_match_result: 'NO_MATCH',
    });
    expect((await post('/verification/pan', { pan: SANDBOX_IDENTITY_TEST_VALUES.invalidPan, name: holder }, cashfree)).body).toMatchObject({ valid: false });
    expect((await post('/verification/pan', { pan: 'abc', name: holder }, cashfree)).status).toBe(400);
  });
});
