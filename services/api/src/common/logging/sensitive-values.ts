import { luhnValid, verhoeffValid } from '../checksums.js';
import { REDACTED } from './redact-marker.js';

/** A digit run as typed: plain, or in groups split by single spaces or dashes. */
const DIGIT_RUN = /(?<!\d)\d(?:[ -]?\d){11,22}(?!\d)/g;
const PAN = /(?<![A-Za-z0-9])[A-Za-z]{5}\d{4}[A-Za-z](?![A-Za-z0-9])/g;

/**
 * Replaces, inside free text, what looks like a card number (13-19 digits passing Luhn), an Aadhaar number
 * (12 digits passing Verhoeff) or a PAN with "[Redacted]": for values that reach a log under a key that
 * does not say what they are (an unknown field, a message).
 */
export function redactSensitiveText(text: string): string {
  if (!/\d{4}/.test(text)) return text;
  return text
    .replace(DIGIT_RUN, (run) => {
      const digits = run.replace(/[ -]/g, '');
      const card = digits.length >= 13 && digits.length <= 19 && luhnValid(digits);
      const aadhaar = digits.length === 12 && /^[2-9]/.test(digits) && verhoeffValid(digits);
      return card || aadhaar ? REDACTED : run;
    })
    .replace(PAN, REDACTED);
}
