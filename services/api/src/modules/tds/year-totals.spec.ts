import { describe, expect, it } from '@jest/globals';
import { yearTotals } from './year-totals.js';

describe('yearTotals', () => {
  it('sums gross, TDS and net per April-March year, oldest first', () => {
    expect(
      yearTotals([
        { payoutDate: '2027-04-15', grossPaise: 6_000_00, tdsPaise: 0, netPaise: 6_000_00 },
        { payoutDate: '2026-12-15', grossPaise: 6_000_00, tdsPaise: 5_400_00, netPaise: 600_00 },
        { payoutDate: '2027-03-15', grossPaise: 6_000_50, tdsPaise: 600_00, netPaise: 5_400_50 },
        { payoutDate: '2026-03-31', grossPaise: 1_000_00, tdsPaise: 0, netPaise: 1_000_00 },
      ]),
    ).toEqual([
      { financialYear: '2025-26', gross: 1_000, tds: 0, net: 1_000 },
      { financialYear: '2026-27', gross: 12_000.5, tds: 6_000, net: 6_000.5 },
      { financialYear: '2027-28', gross: 6_000, tds: 0, net: 6_000 },
    ]);
    expect(yearTotals([])).toEqual([]);
  });
});
