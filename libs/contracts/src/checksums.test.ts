import { describe, expect, it } from '@jest/globals';
import { luhnValid, verhoeffCheckDigit, verhoeffValid } from './checksums.js';

describe('Luhn', () => {
  it.each(['79927398713', '4111111111111111', '5555555555554444', '378282246310005'])('%s is valid', (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });
  it.each(['79927398710', '4111111111111112', '1234567812345678', '', '4111 1111 1111 1111'])('%j is not valid', (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });
});

describe('Verhoeff (published worked examples)', () => {
  it.each([
    ['236', 3],
    ['12345', 1],
    ['142857', 0],
    ['123456789012', 0],
    ['8473643095483728456789', 2],
    ['99991234567', 8],
  ])('check digit of %s is %i', (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
    expect(verhoeffValid(`${digits}${check}`)).toBe(true);
    expect(verhoeffValid(`${digits}${(check + 1) % 10}`)).toBe(false);
  });
});
