import { NomineeMessage } from '@invest/contracts';
import { describe, expect, it } from '@jest/globals';
import { ageOn, decideNominee } from './nominee-rules.js';

const TODAY = '2026-04-10';

describe('ageOn', () => {
  it('counts whole years, a birthday from its day', () => {
    expect(ageOn('2008-04-10', TODAY)).toBe(18);
    expect(ageOn('2008-04-11', TODAY)).toBe(17);
    expect(ageOn('1960-12-31', TODAY)).toBe(65);
    expect(ageOn(TODAY, TODAY)).toBe(0);
  });
});

describe('decideNominee', () => {
  it('opts out explicitly, whatever else was sent', () => {
    expect(decideNominee({ optOut: true, name: '' }, TODAY)).toEqual({ decision: { optOut: true } });
  });

  it('names an adult nominee without a guardian', () => {
    expect(decideNominee({ optOut: false, name: '  Ravi   Rao ', relationship: 'Spouse', dateOfBirth: '1988-01-15', guardianName: 'X' }, TODAY)).toEqual({
      decision: { optOut: false, name: 'Ravi Rao', relationship: 'Spouse', dateOfBirth: '1988-01-15', guardianName: null, guardianRelationship: null },
    });
  });

  it('needs a guardian for a nominee under 18 on the day', () => {
    const minor = { optOut: false, name: 'Meera Rao', relationship: 'Daughter', dateOfBirth: '2008-04-11' };
    expect(decideNominee(minor, TODAY)).toEqual({
      errors: [
        { field: 'guardianName', messages: [NomineeMessage.GuardianRequired] },
        { field: 'guardianRelationship', messages: [NomineeMessage.GuardianRequired] },
      ],
    });
    expect(decideNominee({ ...minor, guardianName: 'Ravi Rao', guardianRelationship: 'Father' }, TODAY)).toMatchObject({
      decision: { guardianName: 'Ravi Rao', guardianRelationship: 'Father' },
    });
    // 18 today: an adult.
    expect(decideNominee({ ...minor, dateOfBirth: '2008-04-10' }, TODAY)).toMatchObject({ decision: { guardianName: null } });
  });

  it('refuses a missing name, an unknown relationship and a date of birth in the future or not a date', () => {
    const fields = (input: Parameters<typeof decideNominee>[0]) => {
      const result = decideNominee(input, TODAY);
      return 'errors' in result ? result.errors.map((error) => error.field) : [];
    };
    expect(fields({ optOut: false })).toEqual(['name', 'relationship', 'dateOfBirth']);
    expect(fields({ optOut: false, name: '123', relationship: 'Friend', dateOfBirth: '2026-04-11' })).toEqual(['name', 'relationship', 'dateOfBirth']);
    expect(fields({ optOut: false, name: 'Ravi', relationship: 'Other', dateOfBirth: '1990-02-30' })).toEqual(['dateOfBirth']);
    expect(fields({ optOut: false, name: 'Ravi', relationship: 'Other', dateOfBirth: '1899-12-31' })).toEqual(['dateOfBirth']);
    expect(fields({ optOut: false, name: 'Ravi', relationship: 'Other', dateOfBirth: TODAY, guardianName: 'Asha', guardianRelationship: 'Mother' })).toEqual(
      [],
    );
  });
});
