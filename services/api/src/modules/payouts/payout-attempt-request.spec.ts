import { describe, expect, it } from '@jest/globals';
import { parseAttemptRequest, serializeAttemptRequest } from './payout-attempt-request.js';

const request = {
  fundAccountId: 'fa_00000000000001',
  amountPaise: 1_35_000,
  referenceId: 'p-1:1',
  narration: 'Solidstep Invest interest',
  notes: { payout_id: 'p-1', attempt: '1' },
};

describe('the request an attempt keeps', () => {
  it('reads back exactly what was kept', () => {
    expect(parseAttemptRequest(serializeAttemptRequest(request))).toEqual(request);
  });

  it('answers null for none, unreadable JSON or a wrong shape', () => {
    expect(parseAttemptRequest(null)).toBeNull();
    expect(parseAttemptRequest('{')).toBeNull();
    expect(parseAttemptRequest(JSON.stringify({ ...request, amountPaise: 1.5 }))).toBeNull();
    expect(parseAttemptRequest(JSON.stringify({ ...request, notes: { attempt: 1 } }))).toBeNull();
    expect(parseAttemptRequest(JSON.stringify({ ...request, narration: undefined }))).toBeNull();
  });
});
