import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldCrypto } from '../kyc/field-crypto.js';
import { openOutboxBody, sealOutboxBody } from './outbox-crypto.js';

describe('outbox body sealing', () => {
  const crypto = new FieldCrypto(randomBytes(32));
  const body = 'Your verification code is 482913. It is valid for 5 minutes. Never share it with anyone.';

  it('stores no digit of the code in clear and opens back to the message', () => {
    const sealed = sealOutboxBody(crypto, '9876543210', body);
    expect(sealed).not.toContain('482913');
    expect(sealed.length).toBeLessThanOrEqual(500);
    expect(openOutboxBody(crypto, '9876543210', sealed)).toBe(body);
  });

  it('does not open for another phone, under another key, or when altered', () => {
    const sealed = sealOutboxBody(crypto, '9876543210', body);
    expect(openOutboxBody(crypto, '9876543211', sealed)).toBeUndefined();
    expect(openOutboxBody(new FieldCrypto(randomBytes(32)), '9876543210', sealed)).toBeUndefined();
    const [version, iv, tag, cipher = ''] = sealed.split('.');
    const altered = [version, iv, tag, `${cipher.startsWith('A') ? 'B' : 'A'}${cipher.slice(1)}`].join('.');
    expect(openOutboxBody(crypto, '9876543210', altered)).toBeUndefined();
    expect(openOutboxBody(crypto, '9876543210', body)).toBeUndefined();
  });
});
