import { describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { parsePayoutReference, payoutReference } from './payout-reference.js';

const id = '0b7d6a2e-3c1f-4e2a-9d4b-5f6a7b8c9d0e';

describe('payout references', () => {
  it('name one attempt of one payout, and read back', () => {
    expect(payoutReference(id, 2)).toBe(`${id}:2`);
    expect(parsePayoutReference(`${id}:2`)).toEqual({ payoutId: id, attempt: 2 });
    // RazorpayX allows 40 characters.
    expect(payoutReference(id, 99).length).toBeLessThanOrEqual(40);
  });

  it('are not confused with other references', () => {
    for (const other of [`${id}:0`, `${id}:x`, `${id}`, 'rcpt_1:1', `${id}:1:1`, '', `x${id}:2`, `${id}:1a`, `${id}:2 `]) {
      expectWith(parsePayoutReference(other), other).toBeNull();
    }
  });
});
