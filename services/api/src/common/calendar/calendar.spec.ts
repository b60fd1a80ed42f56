import { describe, expect, it } from '@jest/globals';
import { addMonths, indiaDate, nextDayOfMonth } from './calendar.js';

describe('calendar', () => {
  it('uses India time for the calendar date', () => {
    expect(indiaDate(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(indiaDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });
  it('adds months, clamping to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
  });
  it('finds the next 15th strictly after a date', () => {
    expect(nextDayOfMonth('2026-11-10', 15)).toBe('2026-11-15');
    expect(nextDayOfMonth('2026-11-15', 15)).toBe('2026-12-15');
    expect(nextDayOfMonth('2026-12-22', 15)).toBe('2027-01-15');
  });
});
