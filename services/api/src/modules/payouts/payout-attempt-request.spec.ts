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

  it.each([
    ['JSON null', null],
    ['a list', [request]],
    ['a number', 1_35_000],
    ['no notes', { ...request, notes: undefined }],
    ['notes as a list', { ...request, notes: ['p-1'] }],
    ['notes null', { ...request, notes: null }],
    ['no fund account', { ...request, fundAccountId: undefined }],
    ['a fund account as a number', { ...request, fundAccountId: 1 }],
    ['no reference', { ...request, referenceId: undefined }],
    ['the amount as text', { ...request, amountPaise: '135000' }],
    ['an amount past the safe integers', { ...request, amountPaise: 2 ** 53 }],
  ])('answers null for %s', (_, kept) => {
    expect(parseAttemptRequest(JSON.stringify(kept))).toBeNull();
  });

  it('keeps the fields a request has, and no other', () => {
    expect(parseAttemptRequest(JSON.stringify({ ...request, mode: 'IMPS', notes: { ...request.notes } }))).toEqual(request);
  });
});
