import { describe, expect, it } from '@jest/globals';
import { autoPayValidUntil } from './payments.js';
import { endOfIndiaDay, formatCalendarDate, formatIndiaDate, indiaCsvDateTime, indiaDateOf, istDateTime } from './india-time.js';

// 22:45 UTC on 26 Nov 2026 is 04:15 on 27 Nov in India.
const LATE_EVENING_UTC = '2026-11-26T22:45:00.000Z';

describe('India time for every date a person reads', () => {
  it('dates an instant by the India day, whatever the UTC day', () => {
    expect(indiaDateOf(LATE_EVENING_UTC)).toBe('2026-11-27');
    expect(formatIndiaDate(LATE_EVENING_UTC)).toBe('27 Nov 2026');
    expect(istDateTime(LATE_EVENING_UTC)).toBe('27 Nov 2026, 4:15 am IST');
    expect(indiaCsvDateTime(LATE_EVENING_UTC)).toBe('2026-11-27 04:15');
    expect(indiaCsvDateTime(new Date('2026-11-27T12:30:00.000Z'))).toBe('2026-11-27 18:00');
  });

  it('reads a calendar date as it is, in any zone the machine runs in', () => {
    expect(formatCalendarDate('2036-11-27')).toBe('27 Nov 2036');
    expect(formatCalendarDate('2027-01-05T00:00:00.000Z')).toBe('05 Jan 2027');
  });

  it('reads dates in Hindi with Hindi month names, the same India day and Latin digits', () => {
    expect(formatIndiaDate(LATE_EVENING_UTC, 'hi')).toBe('27 नव॰ 2026');
    expect(formatCalendarDate('2027-01-05', 'hi')).toBe('05 जन॰ 2027');
    expect(istDateTime(LATE_EVENING_UTC, 'hi')).toBe('27 नव॰ 2026, 4:15 am IST');
    expect(formatIndiaDate(LATE_EVENING_UTC, 'en')).toBe('27 Nov 2026');
  });

  it('sends a mandate valid until an India day as the last second of that day, which reads as the same day', () => {
    const until = autoPayValidUntil(indiaDateOf(LATE_EVENING_UTC));
    expect(until).toBe('2036-11-27');
    expect(endOfIndiaDay(until)).toBe(Date.parse('2036-11-27T18:29:59.000Z') / 1000);
    expect(formatIndiaDate(endOfIndiaDay(until) * 1000)).toBe(formatCalendarDate(until));
    expect(autoPayValidUntil('2028-02-29')).toBe('2038-02-28');
  });
});
