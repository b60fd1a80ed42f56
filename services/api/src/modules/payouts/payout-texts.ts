import type { TextEvent } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import type { PayoutEntity } from './entities/payout.entity.js';
import type { PayoutType } from './payout-types.js';
import { TextOutbox } from '../texts/text-outbox.js';
import { textRupees } from '../texts/text-values.js';

/** The text of a paid payout, by what it paid: interest, principal at maturity, a withdrawal, a redemption. */
const PAID_EVENT: Record<PayoutType, TextEvent> = {
  monthly: 'payout_sent',
  maturity: 'maturity_paid',
  withdrawal: 'withdrawal_paid',
  redemption: 'redemption_paid',
};

/**
 * In the transaction that marks the payout paid: its text (net amount, TDS, last four of the account, UTR, the
 * investment's product, null when it is gone), once.
 */
export async function enqueuePaidText(em: EntityManager, payout: PayoutEntity, product: string | null, utr: string | null, now: Date): Promise<void> {
  await TextOutbox.enqueue(em, {
    userId: payout.userId,
    event: PAID_EVENT[payout.payoutType],
    values: {
      amount: textRupees(payout.netPaise ?? payout.amountPaise),
      tds: textRupees(payout.tdsPaise ?? 0),
      account: payout.bankLast4 ?? '',
      utr: utr ?? 'pending',
      product: product ?? 'your investment',
    },
    dedupeKey: `payout_paid:${payout.id}`,
    now,
  });
}

/** In the transaction that marks an attempt reversed: its text (amount, account, the bank's reason, what happens next). */
export async function enqueueReversedText(em: EntityManager, payout: PayoutEntity, reason: string, now: Date): Promise<void> {
  await TextOutbox.enqueue(em, {
    userId: payout.userId,
    event: 'payout_reversed',
    values: { amount: textRupees(payout.netPaise ?? payout.amountPaise), account: payout.bankLast4 ?? '', reason },
    dedupeKey: `payout_reversed:${payout.id}:${payout.attempt}`,
    now,
  });
}
