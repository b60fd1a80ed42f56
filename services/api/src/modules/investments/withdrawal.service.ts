import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type OtpGenerateResponse,
  type PlanTerms,
  type PrematureWithdrawalTerms,
  type WithdrawalConfirmResponse,
  WithdrawalMessage,
  type WithdrawalPreview,
  paiseToRupees,
  percentToBp,
} from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { type PayoutDestination, PayoutDestinations } from '../bank-accounts/payout-destinations.js';
import { FD_ITEM_PREMATURE_WITHDRAWAL } from '@invest/contracts';
import { KycIdentity } from '../kyc/kyc-identity.js';
import { InvestmentEntity } from './entities/investment.entity.js';
import { OTP_REFUSED, OtpService } from '../otp/otp.service.js';
import { PayoutDispatchService } from '../payouts/payout-dispatch.service.js';
import type { PayoutRecord } from '../payouts/payout-record.js';
import { PayoutRecords } from '../payouts/payout-records.js';
import { unsentPayout } from '../payouts/unsent-payout.js';
import { accruedInterestPaise } from '../portfolio/valuation.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { TdsLedger } from '../tds/tds-ledger.js';
import { UsersService } from '../users/users.service.js';
import { lockInEnds, withdrawalFigures } from './withdrawal-figures.js';

/** A withdrawal worked out for one day: the figures shown and the payout row that would pay them. */
interface Quote {
  preview: WithdrawalPreview;
  payout: PayoutRecord;
}

const conflict = (message: string) => new AppException(409, ErrorCode.Conflict, message);

/** The withdrawal terms an investment was booked at (its terms snapshot; older FD snapshots had none: the variants'). */
export function withdrawalTermsOf(investment: Pick<InvestmentEntity, 'termsSnapshot'>): PrematureWithdrawalTerms {
  if (investment.termsSnapshot === null) return FD_ITEM_PREMATURE_WITHDRAWAL;
  const terms = JSON.parse(investment.termsSnapshot) as Partial<PlanTerms>;
  return terms.prematureWithdrawal ?? FD_ITEM_PREMATURE_WITHDRAWAL;
}

/**
 * Premature withdrawal of a fixed deposit. The preview and the confirmation work the figures out the same way, from
 * the ledger as it is (India date of the injected clock): principal + interest accrued to date − interest already
 * sent (paid, on its way, or returned to be sent again) − the plan's penalty on the interest earned − TDS on the interest part. The preview's
 * `quoteId` is a digest of those figures, the day and the account: a confirmation whose quote no longer matches (the
 * day moved, a payout was paid meanwhile) is refused. Confirming checks the investor's OTP, then, in one transaction
 * with the investor's row locked (as the payouts are claimed), works the quote out again, marks the investment
 * `withdrawing`, cancels its remaining payouts and records one `withdrawal` payout with its TDS fixed; the payouts
 * engine then sends it through RazorpayX exactly once (claim, then call; webhook or status sweep settle it).
 */
@Injectable()
export class WithdrawalService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly tds: TdsLedger,
    private readonly identity: KycIdentity,
    private readonly destinations: PayoutDestinations,
    private readonly dispatch: PayoutDispatchService,
    private readonly payouts: PayoutRecords,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async preview(userId: string, investmentId: string): Promise<WithdrawalPreview> {
    // Payouts that fell due go out first, so the preview counts them as paid.
    await this.dispatch.settleDue(userId);
    const context = await this.contextOf(userId);
    return (await this.db.run((em) => this.quoteIn(em, userId, investmentId, context))).preview;
  }

  /**
   * Sends the confirmation code (the OTP module's sign-in code, to the investor's own phone: the client never needs
   * the number) once the deposit can be withdrawn; refused as the preview is otherwise, nothing sent.
   */
  async sendOtp(user: AuthenticatedUser, investmentId: string, ip: string): Promise<OtpGenerateResponse> {
    const context = await this.contextOf(user.id);
    await this.db.run((em) => this.quoteIn(em, user.id, investmentId, context));
    return this.otp.generate(user.phone, 'kyc', ip);
  }

  async confirm(user: AuthenticatedUser, investmentId: string, quoteId: string, otp: string, ip: string): Promise<WithdrawalConfirmResponse> {
    const context = await this.contextOf(user.id);
    const before = await this.db.run((em) => this.quoteIn(em, user.id, investmentId, context));
    if (before.preview.quoteId !== quoteId) throw conflict(WithdrawalMessage.StalePreview);
    const checked = await this.otp.verify(user.phone, otp, ip);
    if (checked.purpose !== 'kyc' || checked.user.id !== user.id) throw new AppException(400, ErrorCode.OtpInvalid, OTP_REFUSED);
    const payout = await this.db.transaction(async (em) => {
      await this.users.lockIn(user.id, em);
      const quote = await this.quoteIn(em, user.id, investmentId, context);
      if (quote.preview.quoteId !== quoteId) throw conflict(WithdrawalMessage.StalePreview);
      const now = this.clock.now();
      const moved = await em.update(InvestmentEntity, { id: investmentId, userId: user.id, status: 'active' }, { status: 'withdrawing', updatedAt: now });
      if (moved.affected !== 1) throw conflict(WithdrawalMessage.AlreadyWithdrawing);
      await this.payouts.cancelPending(investmentId, em);
      const row = { ...quote.payout, createdAt: now };
      await this.payouts.add([row], em);
      return row;
    });
    await this.dispatch.settle([payout]);
    const [sent, investment] = await this.db.run((em) =>
      Promise.all([this.payouts.get(payout.id, em), em.findOneByOrFail(InvestmentEntity, { id: investmentId })]),
    );
    return {
      message: WithdrawalMessage.Confirmed,
      investment: { id: investmentId, status: investment.status === 'withdrawn' ? 'withdrawn' : 'withdrawing' },
      payout: {
        id: sent.id,
        date: sent.payoutDate,
        gross: paiseToRupees(sent.amountPaise),
        tds: paiseToRupees(sent.tdsPaise ?? 0),
        net: paiseToRupees(sent.netPaise ?? sent.amountPaise),
        status: sent.status === 'cancelled' ? 'pending' : sent.status,
      },
    };
  }

  private async contextOf(userId: string): Promise<{ destination: PayoutDestination | null; dateOfBirth: string | null }> {
    const [destination, holder] = await Promise.all([this.destinations.verifiedFor(userId), this.identity.holderOf(userId)]);
    return { destination, dateOfBirth: holder?.dateOfBirth ?? null };
  }

  /** Refuses what cannot be withdrawn today (clear 4xx, nothing changed); otherwise the figures and the payout row. */
  private async quoteIn(
    em: EntityManager,
    userId: string,
    investmentId: string,
    context: { destination: PayoutDestination | null; dateOfBirth: string | null },
  ): Promise<Quote> {
    const investment = await em.findOneBy(InvestmentEntity, { id: investmentId });
    if (!investment || investment.userId !== userId) throw new AppException(404, ErrorCode.NotFound, WithdrawalMessage.NotFound);
    if (investment.category !== 'FIXED_DEPOSITS') throw conflict(WithdrawalMessage.NotFixedDeposit);
    if (investment.status === 'withdrawing' || investment.status === 'withdrawn') throw conflict(WithdrawalMessage.AlreadyWithdrawing);
    if (investment.status === 'matured') throw conflict(WithdrawalMessage.Matured);
    if (investment.status !== 'active') throw conflict(WithdrawalMessage.NotActive);
    const today = indiaDate(this.clock.now());
    const terms = withdrawalTermsOf(investment);
    const unlocked = lockInEnds(investment.investmentDate, terms.lockInMonths);
    if (today < unlocked) throw conflict(WithdrawalMessage.LockedIn.replace('{date}', unlocked));
    if (investment.maturityDate !== null && today >= investment.maturityDate) throw conflict(WithdrawalMessage.Matured);
    if (!context.destination) throw new AppException(403, ErrorCode.BankAccountRequired, WithdrawalMessage.BankAccountRequired);
    const payouts = await this.payouts.ofInvestment(investmentId, em);
    // Interest sent (paid, on its way, or returned and to be sent again) is never paid twice; pending ones are cancelled.
    const sent = payouts.filter((payout) => payout.status !== 'pending' && payout.status !== 'cancelled');
    const interestPaidPaise = sent.reduce((sum, payout) => sum + (payout.amountPaise - payout.principalPaise), 0);
    const interestAccruedPaise = accruedInterestPaise(investment, today);
    const figures = withdrawalFigures({
      principalPaise: investment.amountPaise,
      interestAccruedPaise,
      interestPaidPaise,
      penaltyBp: percentToBp(terms.penaltyPercent),
    });
    const payoutId = randomUUID();
    const split = await this.tds.splitIn(
      em,
      { userId, investmentId, payoutDate: today, payoutType: 'withdrawal', amountPaise: figures.grossPaise, principalPaise: figures.principalPaise },
      context.dateOfBirth,
    );
    const destination = context.destination;
    const quoteId = createHash('sha256')
      .update(
        JSON.stringify([
          investmentId,
          today,
          investment.amountPaise,
          interestAccruedPaise,
          interestPaidPaise,
          figures.penaltyPaise,
          split.tdsPaise,
          split.netPaise,
          destination.bankAccountId,
          sent.map((payout) => payout.id),
        ]),
      )
      .digest('base64url');
    const payout = unsentPayout({
      id: payoutId,
      userId,
      investmentId,
      payoutDate: today,
      payoutType: 'withdrawal',
      amountPaise: figures.grossPaise,
      principalPaise: figures.principalPaise,
      sequence: payouts.length + 1,
      createdAt: this.clock.now(),
      tdsPaise: split.tdsPaise,
      netPaise: split.netPaise,
    });
    return {
      payout,
      preview: {
        investmentId,
        quoteId,
        date: today,
        principal: paiseToRupees(investment.amountPaise),
        interestAccrued: paiseToRupees(interestAccruedPaise),
        interestPaid: paiseToRupees(interestPaidPaise),
        penaltyPercent: terms.penaltyPercent,
        penalty: paiseToRupees(figures.penaltyPaise),
        tds: paiseToRupees(split.tdsPaise),
        amount: paiseToRupees(split.netPaise),
        bankLast4: destination.last4,
      },
    };
  }
}
