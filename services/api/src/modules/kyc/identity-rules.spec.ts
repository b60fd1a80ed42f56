import { describe, expect, it } from '@jest/globals';
import {
  isoDateOfBirth,
  isValidAadhaar,
  isValidIndividualPan,
  maskAadhaarLast4,
  maskPan,
  normaliseAadhaar,
  normalisePan,
  verhoeffCheckDigit,
  verhoeffValid,
} from './identity-rules.js';

describe('Verhoeff', () => {
  it.each([
    ['236', 3],
    ['12345', 1],
    ['142857', 0],
    ['23412341234', 6],
    ['99991234567', 8],
  ])('check digit of %s is %i', (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
    expect(verhoeffValid(`${digits}${check}`)).toBe(true);
  });

  it.each(['2364', '123450', '1428571', '234123412347', '234123412364', ''])('%j is not valid', (digits) => {
    expect(verhoeffValid(digits)).toBe(false);
  });
});

describe('Aadhaar rule: 12 digits without spaces, first 2-9, Verhoeff check digit', () => {
  it.each(['234123412346', '2341 2341 2346', '499123456783', '8765 4321 0122', '333344445555', '999912345678'])('accepts %s', (input) => {
    expect(isValidAadhaar(normaliseAadhaar(input))).toBe(true);
  });

  it.each([
    ['wrong check digit', '234123412347'],
    ['two digits swapped', '243123412346'],
    ['first digit 1', '123456789012'],
    ['first digit 0', '034123412346'],
    ['11 digits', '23412341234'],
    ['13 digits', '2341234123460'],
    ['letters', '2341 2341 234A'],
    ['dashes', '2341-2341-2346'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, input) => {
    expect(isValidAadhaar(normaliseAadhaar(input))).toBe(false);
  });

  it('masks to the last four digits', () => {
    expect(maskAadhaarLast4('2346')).toBe('XXXX XXXX 2346');
  });
});

describe('PAN rule: AAAAA9999A with the fourth letter P', () => {
  it.each(['ABCPE1234F', 'abcpe1234f', ' ZZZPZ9876Z ', 'AAAPA0000A'])('accepts %j', (input) => {
    expect(isValidIndividualPan(normalisePan(input))).toBe(true);
  });

  it.each([
    ['company (C)', 'ABCCE1234F'],
    ['firm (F)', 'ABCFE1234F'],
    ['digit in the letters', 'AB1PE1234F'],
    ['letter in the digits', 'ABCPE12X4F'],
    ['digit last', 'ABCPE12345'],
    ['9 characters', 'ABCPE1234'],
    ['11 characters', 'ABCPE1234FF'],
    ['inner space', 'ABCPE 1234F'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, input) => {
    expect(isValidIndividualPan(normalisePan(input))).toBe(false);
  });

  it('masks as first five, XXXX, last', () => {
    expect(maskPan('ABCPE1234F')).toBe('ABCPEXXXXF');
  });
});

describe('isoDateOfBirth', () => {
  it("turns UIDAI's DD-MM-YYYY into YYYY-MM-DD", () => {
    expect(isoDateOfBirth('15-08-1990')).toBe('1990-08-15');
    expect(isoDateOfBirth('29/02/2000')).toBe('2000-02-29');
  });

  it.each(['', '1990-08-15', '31-02-1990', '15-13-1990', '1-8-1990'])('has no date for %j', (dob) => {
    expect(isoDateOfBirth(dob)).toBeNull();
  });
});
