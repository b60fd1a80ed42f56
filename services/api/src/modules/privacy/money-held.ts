import type { ErasureHeld } from '@invest/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InvestmentPersonalData } from '../investments/investment-personal-data.js';
import { PaymentPersonalData } from '../payments/payment-personal-data.js';
import { PayoutPersonalData } from '../payouts/payout-personal-data.js';
import { RETENTION } from './retention-policy.js';

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
 * over (before its maturity date, or with a payout still to pay), a payout not yet paid, a payment still open. Asks
 * the owners of those rows (investments, payouts, payments) inside the caller's transaction.
 */
@Injectable()
export class MoneyHeldCheck {
  constructor(
    private readonly investments: InvestmentPersonalData,
    private readonly payouts: PayoutPersonalData,
    private readonly payments: PaymentPersonalData,
  ) {}

  async of(em: EntityManager, userId: string, today: string): Promise<MoneyHeld | null> {
    const unpaid = await this.payouts.unpaidOf(userId, em);
    const active = await this.investments.activeOf(userId, em);
    const paymentsInProgress = await this.payments.openCount(userId, em);
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
