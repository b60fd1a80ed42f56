import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, LessThanOrEqual } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { ContactPersonalData } from '../contact/contact-personal-data.js';
import { InvestmentPersonalData } from '../investments/investment-personal-data.js';
import { KycPersonalData } from '../kyc/kyc-personal-data.js';
import { LedgerPersonalData } from '../ledger/ledger-personal-data.js';
import { OtpPersonalData } from '../otp/otp-personal-data.js';
import { PaymentPersonalData } from '../payments/payment-personal-data.js';
import { PayoutPersonalData } from '../payouts/payout-personal-data.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { SessionPersonalData } from '../session/session-personal-data.js';
import { financialYearOf, labelOf } from '../tds/financial-year.js';
import { TdsPersonalData } from '../tds/tds-personal-data.js';
import { UserPersonalData } from '../users/user-personal-data.js';
import { PrivacyRequestEntity } from './entities/privacy-request.entity.js';
import { RETENTION } from './retention-policy.js';
import { UserRecords } from './user-records.js';

/** Rows each purge deleted in one pass. */
export interface PurgeCounts {
  sessions: number;
  otpCodes: number;
  /** KYC attempts whose Aadhaar OTP expired unanswered (they keep the Aadhaar and PAN encrypted). */
  aadhaarOtpChallenges: number;
  rateLimitBuckets: number;
  contactMessages: number;
  kycRecords: number;
  tdsDeclarations: number;
  closedAccounts: number;
}

/** Deletes what is past its retention period (retention-policy.ts): nothing is kept longer than it is of use. */
@Injectable()
export class RetentionService {
  constructor(
    private readonly db: Db,
    private readonly rateLimits: RateLimitService,
    private readonly userRecords: UserRecords,
    private readonly users: UserPersonalData,
    private readonly sessions: SessionPersonalData,
    private readonly otpCodes: OtpPersonalData,
    private readonly contactMessages: ContactPersonalData,
    private readonly kyc: KycPersonalData,
    private readonly tds: TdsPersonalData,
    private readonly investments: InvestmentPersonalData,
    private readonly payments: PaymentPersonalData,
    private readonly ledger: LedgerPersonalData,
    private readonly payouts: PayoutPersonalData,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async purge(): Promise<PurgeCounts> {
    const now = this.clock.now().getTime();
    const before = (ms: number) => new Date(now - ms);
    const deleted = (work: (em: EntityManager) => Promise<number>) => this.db.run(work);
    const expiredAt = new Date(now);
    return {
      sessions: (await deleted((em) => this.sessions.purgeEndedBy(expiredAt, em))) + (await deleted((em) => this.sessions.purgeIdleBy(expiredAt, em))),
      otpCodes: await deleted((em) => this.otpCodes.purgeExpiredBefore(before(RETENTION.otpCodesAfterExpiryMs), em)),
      aadhaarOtpChallenges: await deleted((em) => this.kyc.purgeExpiredChallenges(expiredAt, em)),
      rateLimitBuckets: await this.rateLimits.purgeIdleSince(before(RETENTION.rateLimitIdleMs)),
      contactMessages: await deleted((em) => this.contactMessages.purgeBefore(before(RETENTION.contactMessagesMs), em)),
      tdsDeclarations: await this.endTdsDeclarations(now),
      ...(await this.endClosedAccounts(now)),
    };
  }

  /**
   * Form 15G/15H declarations of closed (erased) accounts whose financial year ended more than
   * RETENTION.tdsDeclarationYearsAfterFinancialYear years ago ('2026-27' ends 31 Mar 2027: kept until 31 Mar 2034).
   */
  private async endTdsDeclarations(now: number): Promise<number> {
    const today = indiaDate(new Date(now));
    // The last year whose period is over: its end (31 March) + N years is before today.
    const lastOver = labelOf(Number(financialYearOf(today).slice(0, 4)) - RETENTION.tdsDeclarationYearsAfterFinancialYear - 1);
    return this.db.run(async (em) => {
      const closed = em
        .createQueryBuilder(PrivacyRequestEntity, 'request')
        .select('request.user_id')
        .where("request.type = 'erasure' AND request.status = 'completed'");
      return this.tds.purgeYearsUpTo(lastOver, closed, em);
    });
  }

  /**
   * Closed (erased) accounts: the KYC record goes 5 years after the closure; the account with its financial records
   * 10 years after its last record (and never before the KYC period is over).
   */
  private async endClosedAccounts(now: number): Promise<Pick<PurgeCounts, 'kycRecords' | 'closedAccounts'>> {
    const counts = { kycRecords: 0, closedAccounts: 0 };
    const closed = await this.db.run((em) =>
      em.find(PrivacyRequestEntity, {
        where: { type: 'erasure', status: 'completed', completedAt: LessThanOrEqual(new Date(now - RETENTION.kycAfterClosureMs)) },
      }),
    );
    const financialCutoff = new Date(now - RETENTION.financialRecordsMs);
    for (const request of closed) {
      counts.kycRecords += await this.db.run((em) => this.kyc.eraseRecord(request.userId, em));
      if ((request.completedAt?.getTime() ?? now) > financialCutoff.getTime()) continue;
      await this.db.transaction(async (em) => {
        if (await this.hasFinancialRecordSince(em, request.userId, financialCutoff)) return;
        await this.userRecords.deleteUserRows(em, request.userId);
        counts.closedAccounts += await this.users.erase(request.userId, em);
      });
    }
    return counts;
  }

  private async hasFinancialRecordSince(em: EntityManager, userId: string, cutoff: Date): Promise<boolean> {
    const cutoffDate = cutoff.toISOString().slice(0, 10);
    return (
      (await this.ledger.recordedSince(userId, cutoff, em)) ||
      (await this.payments.madeSince(userId, cutoff, em)) ||
      (await this.investments.changedSince(userId, cutoff, em)) ||
      (await this.payouts.datedAfter(userId, cutoffDate, em))
    );
  }
}
