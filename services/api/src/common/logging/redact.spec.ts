import { describe, expect, it } from '@jest/globals';
import { REDACTED, redactDeep } from './redact.js';

describe('redactDeep', () => {
  it('censors sensitive keys at any depth, case-insensitively', () => {
    const input = {
      phone: '9876543210',
      body: { otp: '123456', nested: { Aadhaar: '1234 5678 9012', PAN: 'ABCDE1234F' } },
      headers: { cookie: 'sid=abc', 'set-cookie': ['sid=abc'] },
      list: [{ otp: '654321' }],
    };
    expect(redactDeep(input)).toEqual({
      phone: REDACTED,
      body: { otp: REDACTED, nested: { Aadhaar: REDACTED, PAN: REDACTED } },
      headers: { cookie: REDACTED, 'set-cookie': REDACTED },
      list: [{ otp: REDACTED }],
    });
  });

  it('censors number, expiry, cvv and holder under a card-like key only', () => {
    const input = { amount: 5000, number: 7, cardDetails: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', holder: 'A' } };
    expect(redactDeep(input)).toEqual({
      amount: 5000,
      number: 7,
      cardDetails: { number: REDACTED, expiry: REDACTED, cvv: REDACTED, holder: REDACTED },
    });
  });

  it('censors the bank account and the nominee, and a name beside them only', () => {
    const bank = { accountNumber: '123456789012', ifsc: 'SBIN0000300', holderName: 'Asha Rao' };
    const nominee = { optOut: false, name: 'Ravi Rao', relationship: 'Spouse', dateOfBirth: '1988-01-15', guardianName: 'G', guardianRelationship: 'Father' };
    const fundAccount = { contact_id: 'cont_1', bank_account: { name: 'Asha Rao', ifsc: 'SBIN0000300', account_number: '123456789012' } };
    expect(redactDeep({ body: bank })).toEqual({ body: { accountNumber: REDACTED, ifsc: 'SBIN0000300', holderName: REDACTED } });
    expect(redactDeep({ body: nominee })).toEqual({
      body: { optOut: false, name: REDACTED, relationship: 'Spouse', dateOfBirth: REDACTED, guardianName: REDACTED, guardianRelationship: 'Father' },
    });
    expect(redactDeep(fundAccount)).toEqual({ contact_id: 'cont_1', bank_account: { name: REDACTED, ifsc: 'SBIN0000300', account_number: REDACTED } });
    // A TPV order (Razorpay Orders API): the investor's own account beside the amount and receipt.
    const tpvOrder = { amount: 10_033_000, receipt: 'inv-1:1', bank_account: { account_number: '123456789012', name: 'ASHA RAO', ifsc: 'SBIN0000300' } };
    expect(redactDeep({ body: tpvOrder })).toEqual({
      body: { amount: 10_033_000, receipt: 'inv-1:1', bank_account: { account_number: REDACTED, name: REDACTED, ifsc: 'SBIN0000300' } },
    });
    expect(redactDeep({ dob: '15-08-1990', registered_name: 'ASHA RAO' })).toEqual({ dob: REDACTED, registered_name: REDACTED });
    expect(redactDeep({ body: { financialYear: '2026-27', form: '15G', estimatedTotalIncome: 240000 } })).toEqual({
      body: { financialYear: '2026-27', form: '15G', estimatedTotalIncome: REDACTED },
    });
    expect(redactDeep({ err: { name: 'GatewayUnavailableError', message: 'x' }, product: { name: 'FD' } })).toEqual({
      err: { name: 'GatewayUnavailableError', message: 'x' },
      product: { name: 'FD' },
    });
  });

  it('does not mutate its input and leaves non-plain objects alone', () => {
    const error = new Error('boom');
    const input = { otp: '111111', err: error };
    const output = redactDeep(input);
    expect(input.otp).toBe('111111');
    expect(output.err).toBe(error);
  });
});
