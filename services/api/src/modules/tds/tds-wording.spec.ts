import { describe, expect, it } from '@jest/globals';
import { tableRupees } from './tds-wording.js';

describe('the TDS figures messages state', () => {
  it('are whole rupees with Indian grouping', () => {
    expect(tableRupees(2_50_000_00)).toBe('₹2,50,000');
    expect(tableRupees(10_000_00)).toBe('₹10,000');
  });
});
