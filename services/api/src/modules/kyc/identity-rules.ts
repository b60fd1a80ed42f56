/**
 * Format rules of the identity numbers (issue 5): Aadhaar is 12 digits once spaces are removed, the
 * first 2-9, the last a Verhoeff check digit; PAN is AAAAA9999A with the fourth letter P (an individual).
 * Pure functions: never log or echo the values they are given.
 */

// Verhoeff tables: d = multiplication in the dihedral group D5, p = position permutation, inv = inverse.
const D: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 2, 4, 1],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const at = (table: readonly (readonly number[])[], row: number, column: number): number => table[row]?.[column] ?? 0;

function verhoeffChecksum(digits: string, appendedCheck: boolean): number {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i += 1) {
    const position = appendedCheck ? i : i + 1;
    c = at(D, c, at(P, position % 8, Number(reversed[i])));
  }
  return c;
}

/** Whether a string of digits ends in a valid Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffChecksum(digits, true) === 0;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('digits only');
  return INV[verhoeffChecksum(digits, false)] ?? 0;
}

/** Aadhaar as typed ('2341 2341 2346') → the 12 digits, spaces removed; anything else unchanged. */
export function normaliseAadhaar(input: string): string {
  return input.replace(/ /g, '');
}

/** 12 digits, first 2-9, Verhoeff check digit last. Takes the normalised value. */
export function isValidAadhaar(aadhaar: string): boolean {
  return /^[2-9]\d{11}$/.test(aadhaar) && verhoeffValid(aadhaar);
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
