import { describe, expect, it } from '@jest/globals';
import { PLATFORM_TDS_THRESHOLD, tableRupees, withTdsThreshold } from './tds-wording.js';

describe('the TDS figures pages state', () => {
  it('fills the threshold in force on the day for the payer, and leaves other text alone', () => {
    const text = `TDS above ${PLATFORM_TDS_THRESHOLD} a year`;
    expect(withTdsThreshold(text, '2025-03-31')).toBe('TDS above ₹5,000 a year');
    expect(withTdsThreshold(text, '2025-04-01')).toBe('TDS above ₹10,000 a year');
    expect(withTdsThreshold(text, '2025-04-01', 'bank')).toBe('TDS above ₹50,000 a year');
    expect(withTdsThreshold('No figure here', '2025-04-01')).toBe('No figure here');
    expect(tableRupees(2_50_000_00)).toBe('₹2,50,000');
  });
});
