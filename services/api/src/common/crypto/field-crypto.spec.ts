import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { FieldCrypto } from './field-crypto.js';

const crypto = new FieldCrypto(randomBytes(32));

describe('FieldCrypto', () => {
  it('seals with AES-256-GCM: no clear text, a fresh IV each time, round trip in the same context', () => {
    const a = crypto.encrypt('ABCPE1234F', 'pan:u1');
    const b = crypto.encrypt('ABCPE1234F', 'pan:u1');
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toContain('ABCPE');
    expect(a).not.toBe(b);
    expect(crypto.decrypt(a, 'pan:u1')).toBe('ABCPE1234F');
  });

  it('refuses a ciphertext moved to another row, altered, or sealed under another key', () => {
    const sealed = crypto.encrypt('ABCPE1234F', 'pan:u1');
    expect(() => crypto.decrypt(sealed, 'pan:u2')).toThrow();
    const [v, iv, tag, body = ''] = sealed.split('.');
    const flipped = `${body.slice(0, -2)}${body.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => crypto.decrypt([v, iv, tag, flipped].join('.'), 'pan:u1')).toThrow();
    expect(() => new FieldCrypto(randomBytes(32)).decrypt(sealed, 'pan:u1')).toThrow();
  });

  it('lookup hashes are keyed, stable and hide the value', () => {
    const hash = crypto.lookupHash('234123412346', 'aadhaar');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(crypto.lookupHash('234123412346', 'aadhaar')).toBe(hash);
    expect(crypto.lookupHash('499123456783', 'aadhaar')).not.toBe(hash);
    expect(new FieldCrypto(randomBytes(32)).lookupHash('234123412346', 'aadhaar')).not.toBe(hash);
  });

  it('needs a 32-byte key', () => {
    expect(() => new FieldCrypto(randomBytes(16))).toThrow(/32 bytes/);
  });
});
