import { REDACTED } from './redact-marker.js';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

function verhoeffValid(digits: string): boolean {
  let check = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i += 1) check = D[check]?.[P[i % 8]?.[Number(reversed[i])] ?? 0] ?? 0;
  return check === 0;
}

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
