import type { PayoutEntity } from './entities/payout.entity.js';
import type { TransactionEntity } from './entities/transaction.entity.js';

/** How often every instance sweeps the ledger for payouts that fell due. */
export const PAYOUT_SETTLEMENT_INTERVAL_MS = 10 * 60 * 1000;

/** The ledger line recording a payout that was paid: same amount and investment, completed. */
export function payoutTransaction(
  payout: Pick<PayoutEntity, 'userId' | 'investmentId' | 'amountPaise' | 'payoutType' | 'payoutDate' | 'sequence'>,
  id: string,
  now: Date,
): TransactionEntity {
  const what = payout.payoutType === 'maturity' ? 'Maturity payout' : `Monthly interest payout ${payout.sequence}`;
  return {
    id,
    userId: payout.userId,
    investmentId: payout.investmentId,
    paymentId: null,
    type: 'payout',
    status: 'completed',
    amountPaise: payout.amountPaise,
    description: `${what} due ${payout.payoutDate}`,
    createdAt: now,
  };
}
