import { REDACTED } from './redact-marker.js';
import { redactSensitiveText } from './sensitive-values.js';

export { REDACTED };

/** Keys whose values never reach a log line, wherever they appear (compared lower-case). */
const SENSITIVE_KEYS = new Set([
  'cookie',
  'set-cookie',
  'authorization',
  'otp',
  'otpcode',
  'aadhaar',
  'aadhaarnumber',
  'aadhar',
  'pan',
  'pannumber',
  'cvv',
  'cvc',
  'cardnumber',
  'card_number',
  'expiry',
  'password',
  'token',
  'sid',
  '__host-sid',
  // Contact details (a request body, a provider's answer).
  'phone',
  'mobile',
  'email',
  'upiid',
  'vpa',
  // Money out: the bank account (number, the holder's and the bank's names) and the nominee (name, date of birth,
  // guardian); the KYC holder's date of birth.
  'accountnumber',
  'account_number',
  'holdername',
  'holder_name',
  'registeredname',
  'registered_name',
  'guardianname',
  'guardian_name',
  'dateofbirth',
  'date_of_birth',
  'dob',
  // A Form 15G/15H declaration's estimated income.
  'estimatedtotalincome',
  // A failed query's bound values (TypeORM's QueryFailedError) and the SQL with them inlined (mysql2's error.sql).
  'parameters',
  'sql',
]);

/** Inside an object under a card-like key, these are card data too. */
const CARD_KEYS = new Set(['number', 'expiry', 'cvv', 'holder', 'name']);
const CARD_PARENT = /card/i;
/**
 * An object with one of these keys describes a person or their bank account (a nominee, a fund account's
 * `bank_account`): its `name` is personal too. Elsewhere `name` stays (an error's name, a product's).
 */
const PERSON_SIBLINGS = new Set([
  'relationship',
  'guardianname',
  'guardianrelationship',
  'dateofbirth',
  'accountnumber',
  'account_number',
  'holdername',
  'ifsc',
]);
const MAX_DEPTH = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function redactValue(value: unknown, inCard: boolean, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (typeof value === 'string') return redactSensitiveText(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, inCard, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  const person = Object.keys(value).some((key) => PERSON_SIBLINGS.has(key.toLowerCase()));
  for (const [key, child] of Object.entries(value)) {
    const lower = key.toLowerCase();
    if (SENSITIVE_KEYS.has(lower) || (inCard && CARD_KEYS.has(lower)) || (person && lower === 'name')) {
      out[key] = REDACTED;
    } else {
      out[key] = redactValue(child, inCard || CARD_PARENT.test(key), depth + 1);
    }
  }
  return out;
}

/**
 * Returns a copy of a log object with cookies, OTPs, Aadhaar, PAN, card fields, contact details, bank-account and
 * nominee fields and SQL parameters replaced by
 * "[Redacted]" at any depth. Only plain objects and arrays are walked (a raw request or an
 * Error is left for its serializer); the input is never mutated.
 */
export function redactDeep<T>(value: T): T {
  return redactValue(value, false, 0) as T;
}
