import { luhnValid, verhoeffValid } from '@invest/contracts';
import { REDACTED } from './redact-marker.js';

/** A digit run as typed: plain, or in groups split by single spaces or dashes. */
const DIGIT_RUN = /(?<!\d)\d(?:[ -]?\d){11,22}(?!\d)/g;
const PAN = /(?<![A-Za-z0-9])[A-Za-z]{5}\d{4}[A-Za-z](?![A-Za-z0-9])/g;
/** An Indian mobile number: 10 digits, the first 6-9, maybe after +91 or 0; not part of a longer word or number. */
export const INDIAN_MOBILE_IN_TEXT = /(?<![0-9A-Za-z+])(?:\+91[ -]?|0)?[6-9]\d{9}(?![0-9A-Za-z])/g;
/** An e-mail address (a dot in the domain) or a UPI ID (`name@bank`, no dot): both are `local@domain`. */
export const ADDRESS_AT_IN_TEXT = /(?<![\w.+-])[A-Za-z0-9][\w.+-]*@[A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*(?![\w@-])/g;

/**
 * Replaces, inside free text, what looks like a card number (13-19 digits passing Luhn), an Aadhaar number
 * (12 digits passing Verhoeff), a PAN, an Indian mobile number, an e-mail address or a UPI ID with "[Redacted]": for
 * values that reach a log under a key that does not say what they are (an unknown field, a message, a database
 * error quoting the value it refused).
 */
export function redactSensitiveText(text: string): string {
  let out = text;
  if (out.includes('@')) out = out.replace(ADDRESS_AT_IN_TEXT, REDACTED);
  if (!/\d{4}/.test(out)) return out;
  return out
    .replace(DIGIT_RUN, (run) => {
      const digits = run.replace(/[ -]/g, '');
      const card = digits.length >= 13 && digits.length <= 19 && luhnValid(digits);
      const aadhaar = digits.length === 12 && /^[2-9]/.test(digits) && verhoeffValid(digits);
      return card || aadhaar ? REDACTED : run;
    })
    .replace(PAN, REDACTED)
    .replace(INDIAN_MOBILE_IN_TEXT, REDACTED);
}
