import type { ErasureHeld } from '@invest/contracts';
import { type EntityManager, In } from 'typeorm';
import { InvestmentEntity } from '../investments/entities/investment.entity.js';
import { PaymentEntity } from '../payments/entities/payment.entity.js';
import { PayoutEntity } from '../payouts/entities/payout.entity.js';
import { RETENTION } from './retention-policy.js';

/** Payouts whose money has not reached the investor yet: scheduled, on their way, or returned by the bank. */
const UNPAID_PAYOUTS = ['pending', 'processing', 'reversed'] as const;
/** Payment intents still open with the gateway (the reconciliation sweep settles or abandons them). */
const OPEN_PAYMENTS = ['created', 'processing'] as const;
const DAY_MS = 86_400_000;
/** How soon the sweep looks again at an erasure whose money is still held past its final payout date (sending, returned). */
export const ERASURE_RECHECK_MS = 60 * 60_000;

/** Money the platform still holds for one person (amounts in paise). */
export interface MoneyHeld {
  activeInvestments: number;
  outstandingPrincipalPaise: number;
  unpaidPayouts: number;
  paymentsInProgress: number;
  /** 'YYYY-MM-DD' of the last payout still to pay (a held investment's maturity counts: its principal comes back then), or null. */
  finalPayoutDate: string | null;
}

/**
 * What is still held for `userId` on `today` (India's date), or null when nothing is: an active investment not yet
 * over (before its maturity date, or with a payout still to pay), a payout not yet paid, a payment still open.
 */
export async function moneyHeld(em: EntityManager, userId: string, today: string): Promise<MoneyHeld | null> {
  const unpaid = await em.find(PayoutEntity, {
    where: { userId, status: In([...UNPAID_PAYOUTS]) },
    select: { id: true, investmentId: true, payoutDate: true },
  });
  const active = await em.find(InvestmentEntity, {
    where: { userId, status: 'active' },
    select: { id: true, amountPaise: true, maturityDate: true },
  });
  const paymentsInProgress = await em.count(PaymentEntity, { where: { userId, status: In([...OPEN_PAYMENTS]) } });
  const owing = new Set(unpaid.map((payout) => payout.investmentId));
  const held = active.filter((investment) => investment.maturityDate === null || investment.maturityDate >= today || owing.has(investment.id));
  if (held.length === 0 && unpaid.length === 0 && paymentsInProgress === 0) return null;
  // The last money out: the latest unpaid payout, or a held investment's maturity (its principal comes back then).
  const dates = [
    ...unpaid.map((payout) => payout.payoutDate),
    ...held.flatMap((investment) => (investment.maturityDate === null ? [] : [investment.maturityDate])),
  ];
  const finalPayoutDate = dates.reduce<string | null>((last, date) => (last === null || date > last ? date : last), null);
  return {
    activeInvestments: held.length,
    outstandingPrincipalPaise: held.reduce((sum, investment) => sum + investment.amountPaise, 0),
    unpaidPayouts: unpaid.length,
    paymentsInProgress,
    finalPayoutDate,
  };
}

/** The start of the India day after `date` ('YYYY-MM-DD'): the first moment that day's payouts are behind us. */
function dayAfter(date: string): number {
  return Date.parse(`${date}T00:00:00+05:30`) + DAY_MS;
}

/**
 * When an erasure requested at `requestedAt` is carried out: at the end of its waiting period, and not before the day
 * after the final payout while money is held; seen at `now` with money still held, not before the next re-check.
 */
export function erasureDueAt(requestedAt: Date, held: MoneyHeld | null, now: Date): Date {
  const waited = requestedAt.getTime() + RETENTION.erasureWaitingMs;
  if (held === null) return new Date(waited);
  const afterFinalPayout = held.finalPayoutDate === null ? 0 : dayAfter(held.finalPayoutDate);
  return new Date(Math.max(waited, afterFinalPayout, now.getTime() + ERASURE_RECHECK_MS));
}

/** The API's view of what is held (rupees). */
export function toErasureHeld(held: MoneyHeld): ErasureHeld {
  return {
    activeInvestments: held.activeInvestments,
    outstandingPrincipal: held.outstandingPrincipalPaise / 100,
    unpaidPayouts: held.unpaidPayouts,
    paymentsInProgress: held.paymentsInProgress,
    finalPayoutDate: held.finalPayoutDate,
  };
}
