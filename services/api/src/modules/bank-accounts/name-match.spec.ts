import { describe, expect, it } from '@jest/globals';
import { nameMatch, namesMatch, nameWords } from './name-match.js';

describe('nameWords', () => {
  it('upper-cases, drops punctuation and titles', () => {
    expect(nameWords('Mrs. Asha  Rao')).toEqual(['ASHA', 'RAO']);
    expect(nameWords('SMT ASHA-RAO')).toEqual(['ASHA', 'RAO']);
    expect(nameWords('Dr.A.K.Sharma')).toEqual(['A', 'K', 'SHARMA']);
    expect(nameWords('Shri')).toEqual([]);
    expect(nameWords(' Zoë Núñez.')).toEqual(['ZOE', 'NUNEZ']);
  });
});

describe('nameMatch', () => {
  it.each([
    ['Asha Rao', 'Asha Rao'],
    ['ASHA RAO', 'asha rao'],
    ['RAO ASHA', 'Asha Rao'],
    ['Mrs Asha Rao', 'Asha Rao'],
    ['SMT. ASHA RAO', 'Asha Rao'],
    ['ANIL K SHARMA', 'Anil Kumar Sharma'],
    ['SHARMA ANIL K', 'Anil Kumar Sharma'],
    ['Anil Kumar S', 'Anil Kumar Sharma'],
    ['Dr. Ravi Kumar', 'Ravi Kumar'],
    ["D'Souza Maria", 'Maria D Souza'],
    ['A RAGHAVAN', 'A Raghavan'],
    ['MADHU', 'Madhu'],
    // The bank's initial K pairs with the KYC's Kiran, so that its Kumar can pair with the KYC's initial K.
    ['ANIL K KUMAR', 'Anil K Kiran'],
  ])('%j is %j', (bank, kyc) => {
    expect(nameMatch(bank, kyc)).toBe('match');
    expect(namesMatch(bank, kyc)).toBe(true);
  });

  it.each([
    // An initial in place of the first name: it could be anyone's with that letter.
    ['A RAO', 'Asha Rao'],
    ['RAO A', 'Asha Rao'],
    ['A. K. SHARMA', 'Anil Kumar Sharma'],
    ['A KUMAR SHARMA', 'Anil Kumar Sharma'],
    // The KYC holds an initial: a full word on the bank's side says more than the KYC proves.
    ['ANIL RAGHAVAN', 'A Raghavan'],
    // Ajay pairs with the KYC's initial A, which then cannot stand for itself on the bank's side.
    ['A KUMAR AJAY', 'A Kumar Arun'],
  ])('%j is only a near match of %j', (bank, kyc) => {
    expect(nameMatch(bank, kyc)).toBe('near');
    expect(namesMatch(bank, kyc)).toBe(false);
  });

  it.each([
    ['RAVI KUMAR', 'Asha Rao'],
    ['ASHA', 'Asha Rao'],
    ['ASHA RAO KUMAR', 'Asha Rao'],
    ['A R', 'Asha Rao'],
    ['B RAO', 'Asha Rao'],
    ['ASHA RAJ', 'Asha Rao'],
    ['ASHOK RAO', 'Asha Rao'],
    ['ARUN RAO', 'Asha Rao'],
    ['', 'Asha Rao'],
    ['Mr', 'Mr'],
    ['A SHARMA SHARMA', 'Anil Kumar Sharma'],
    // One KYC word cannot stand for two of the bank's.
    ['ANIL K K SHARMA', 'Anil Kumar Lal Sharma'],
    // Initials alone, even the same ones.
    ['A R', 'A R'],
  ])('%j is not %j', (bank, kyc) => {
    expect(nameMatch(bank, kyc)).toBe('mismatch');
  });
});
