import type { TextEvent } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { InvestmentEntity } from '../ledger/entities/investment.entity.js';
import type { PayoutEntity } from '../ledger/entities/payout.entity.js';
import type { PayoutType } from '../ledger/ledger-types.js';
import { TextOutbox } from '../texts/text-outbox.js';
import { textRupees } from '../texts/text-values.js';

/** The text of a paid payout, by what it paid: interest, principal at maturity, a withdrawal, a redemption. */
const PAID_EVENT: Record<PayoutType, TextEvent> = {
  monthly: 'payout_sent',
  maturity: 'maturity_paid',
  withdrawal: 'withdrawal_paid',
  redemption: 'redemption_paid',
};

async function productOf(em: EntityManager, investmentId: string): Promise<string> {
  const investment = await em.findOne(InvestmentEntity, { where: { id: investmentId }, select: { id: true, productName: true } });
  return investment?.productName ?? 'your investment';
}

/** In the transaction that marks the payout paid: its text (net amount, TDS, last four of the account, UTR), once. */
export async function enqueuePaidText(em: EntityManager, payout: PayoutEntity, utr: string | null, now: Date): Promise<void> {
  await TextOutbox.enqueue(em, {
    userId: payout.userId,
    event: PAID_EVENT[payout.payoutType],
    values: {
      amount: textRupees(payout.netPaise ?? payout.amountPaise),
      tds: textRupees(payout.tdsPaise ?? 0),
      account: payout.bankLast4 ?? '',
      utr: utr ?? 'pending',
      product: await productOf(em, payout.investmentId),
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
