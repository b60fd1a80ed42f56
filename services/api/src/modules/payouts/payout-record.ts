import type { PayoutEntity } from './entities/payout.entity.js';

/**
 * A payout as other modules read it: the columns of the `payouts` table, as a plain shape (the entity class stays
 * inside this module; PayoutRecords reads and writes the table for them).
 */
export type PayoutRecord = Pick<PayoutEntity, keyof PayoutEntity>;

/** The columns of a payout the portfolio reads (PayoutRecords.movingForLedger): what left which holding, and when. */
export type LedgerPayout = Pick<PayoutRecord, 'investmentId' | 'status' | 'payoutDate' | 'amountPaise' | 'principalPaise'>;
