import { FieldCrypto } from '../kyc/field-crypto.js';

/**
 * The outbox body carries the one-time code: it is sealed with the field key (AES-256-GCM, bound to the phone)
 * before it is written, and opened only by the development outbox route.
 */
const context = (phone: string): string => `sms-outbox:${phone}`;

export function sealOutboxBody(crypto: FieldCrypto, phone: string, body: string): string {
  return crypto.encrypt(body, context(phone));
}

/** The clear body, or undefined when the row was not sealed under this key for this phone. */
export function openOutboxBody(crypto: FieldCrypto, phone: string, sealed: string): string | undefined {
  try {
    return crypto.decrypt(sealed, context(phone));
  } catch {
    return undefined;
  }
}
