import { describe, expect, it } from '@jest/globals';
import { namesMatch, nameWords } from './name-match.js';

describe('nameWords', () => {
  it('upper-cases, drops punctuation and titles', () => {
    expect(nameWords('Mrs. Asha  Rao')).toEqual(['ASHA', 'RAO']);
    expect(nameWords('SMT ASHA-RAO')).toEqual(['ASHA', 'RAO']);
    expect(nameWords('Dr.A.K.Sharma')).toEqual(['A', 'K', 'SHARMA']);
    expect(nameWords('Shri')).toEqual([]);
  });
});

describe('namesMatch', () => {
  it.each([
    ['Asha Rao', 'Asha Rao'],
    ['ASHA RAO', 'asha rao'],
    ['RAO ASHA', 'Asha Rao'],
    ['Mrs Asha Rao', 'Asha Rao'],
    ['SMT. ASHA RAO', 'Asha Rao'],
    ['A RAO', 'Asha Rao'],
    ['RAO A', 'Asha Rao'],
    ['A. K. SHARMA', 'Anil Kumar Sharma'],
    ['SHARMA ANIL K', 'Anil Kumar Sharma'],
    ['Anil Kumar Sharma', 'A K Sharma'],
    ['Dr. Ravi Kumar', 'Ravi Kumar'],
    ["D'Souza Maria", 'Maria D Souza'],
  ])('%j is %j', (bank, kyc) => {
    expect(namesMatch(bank, kyc)).toBe(true);
  });

  it.each([
    ['RAVI KUMAR', 'Asha Rao'],
    ['ASHA', 'Asha Rao'],
    ['ASHA RAO KUMAR', 'Asha Rao'],
    ['A R', 'Asha Rao'],
    ['B RAO', 'Asha Rao'],
    ['ASHA RAJ', 'Asha Rao'],
    ['ASHOK RAO', 'Asha Rao'],
    ['', 'Asha Rao'],
    ['Mr', 'Mr'],
    ['A SHARMA SHARMA', 'Anil Kumar Sharma'],
  ])('%j is not %j', (bank, kyc) => {
    expect(namesMatch(bank, kyc)).toBe(false);
  });
});
