/**
 * Format rules of the identity numbers (issue 5): Aadhaar is 12 digits once spaces are removed, the
 * first 2-9, the last a Verhoeff check digit; PAN is AAAAA9999A with the fourth letter P (an individual).
 * Pure functions: never log or echo the values they are given.
 */

import { verhoeffValid } from '@invest/contracts';

export { verhoeffCheckDigit, verhoeffValid } from '@invest/contracts';

/** Aadhaar as typed ('2341 2341 2346') → the 12 digits, spaces removed; anything else unchanged. */
export function normaliseAadhaar(input: string): string {
  return input.replace(/ /g, '');
}

/** 12 digits, first 2-9, Verhoeff check digit last. Takes the normalised value. */
export function isValidAadhaar(aadhaar: string): boolean {
  return /^[2-9]\d{11}$/.test(aadhaar) && verhoeffValid(aadhaar);
}

/** What is wrong with a normalised Aadhaar: its shape (12 digits, first 2-9), its Verhoeff check digit, or nothing. */
export function aadhaarProblem(aadhaar: string): 'format' | 'checksum' | null {
  if (!/^[2-9]\d{11}$/.test(aadhaar)) return 'format';
  return verhoeffValid(aadhaar) ? null : 'checksum';
}

/** UIDAI's masked form: 'XXXX XXXX 1234'. */
export function maskAadhaarLast4(last4: string): string {
  return `XXXX XXXX ${last4}`;
}

/** PAN as typed → trimmed and upper-cased. */
export function normalisePan(input: string): string {
  return input.trim().toUpperCase();
}

/** AAAAA9999A with the fourth character P (holder is an individual). Takes the normalised value. */
export function isValidIndividualPan(pan: string): boolean {
  return /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/.test(pan);
}

/** First five, XXXX, last: 'ABCPE1234F' → 'ABCPEXXXXF'. */
export function maskPan(pan: string): string {
  return `${pan.slice(0, 5)}XXXX${pan.slice(-1)}`;
}

/** UIDAI's date of birth 'DD-MM-YYYY' (as Cashfree passes it on) → 'YYYY-MM-DD'; null when absent or not a real date. */
export function isoDateOfBirth(dob: string): string | null {
  const match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(dob.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}
