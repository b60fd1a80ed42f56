import type { PayoutRecord } from './payout-record.js';

/** What a new payout row says of itself; the rest (no attempt, nothing sent, no account) is the same for every one. */
export type NewPayout = Pick<
  PayoutRecord,
  'id' | 'userId' | 'investmentId' | 'payoutDate' | 'payoutType' | 'amountPaise' | 'principalPaise' | 'sequence' | 'createdAt'
> &
  Partial<Pick<PayoutRecord, 'tdsPaise' | 'netPaise'>>;

/** A payout not yet sent: `pending`, attempt 0, no account, no gateway ids (a split may be fixed already). */
export function unsentPayout(payout: NewPayout): PayoutRecord {
  return {
    tdsPaise: null,
    netPaise: null,
    ...payout,
    status: 'pending',
    attempt: 0,
    bankAccountId: null,
    bankLast4: null,
    fundAccountId: null,
    gatewayPayoutId: null,
    utr: null,
    failureReason: null,
    sentAt: null,
    settledAt: null,
    attemptRequest: null,
  };
}
