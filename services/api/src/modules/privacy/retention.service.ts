import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, LessThan, LessThanOrEqual, MoreThan } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { ContactMessageEntity } from '../contact/entities/contact-message.entity.js';
import { AadhaarOtpChallengeEntity } from '../kyc/entities/aadhaar-otp-challenge.entity.js';
import { KycRecordEntity } from '../kyc/entities/kyc-record.entity.js';
import { InvestmentEntity } from '../investments/entities/investment.entity.js';
import { PaymentEntity } from '../payments/entities/payment.entity.js';
import { PayoutEntity } from '../payouts/entities/payout.entity.js';
import { TransactionEntity } from '../ledger/entities/transaction.entity.js';
import { OtpCodeEntity } from '../otp/entities/otp-code.entity.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { SessionEntity } from '../session/entities/session.entity.js';
import { TdsDeclarationEntity } from '../tds/entities/tds-declaration.entity.js';
import { financialYearOf, labelOf } from '../tds/financial-year.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { PrivacyRequestEntity } from './entities/privacy-request.entity.js';
import { RETENTION } from './retention-policy.js';
import { deleteUserRows } from './user-records.js';

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
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async purge(): Promise<PurgeCounts> {
    const now = this.clock.now().getTime();
    const before = (ms: number) => new Date(now - ms);
    const deleted = async (work: (em: EntityManager) => Promise<{ affected?: number | null }>) => (await this.db.run(work)).affected ?? 0;
    const expiredAt = new Date(now);
    return {
      sessions:
        (await deleted((em) => em.delete(SessionEntity, { expiresAt: LessThanOrEqual(expiredAt) }))) +
        (await deleted((em) => em.delete(SessionEntity, { idleExpiresAt: LessThanOrEqual(expiredAt) }))),
      otpCodes: await deleted((em) => em.delete(OtpCodeEntity, { expiresAt: LessThan(before(RETENTION.otpCodesAfterExpiryMs)) })),
      aadhaarOtpChallenges: await deleted((em) => em.delete(AadhaarOtpChallengeEntity, { expiresAt: LessThanOrEqual(expiredAt) })),
      rateLimitBuckets: await this.rateLimits.purgeIdleSince(before(RETENTION.rateLimitIdleMs)),
      contactMessages: await deleted((em) => em.delete(ContactMessageEntity, { createdAt: LessThan(before(RETENTION.contactMessagesMs)) })),
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
      const result = await em
        .createQueryBuilder()
        .delete()
        .from(TdsDeclarationEntity)
        .where('financial_year <= :lastOver', { lastOver })
        .andWhere(`user_id IN (${closed.getQuery()})`)
        .execute();
      return result.affected ?? 0;
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
      counts.kycRecords += (await this.db.run((em) => em.delete(KycRecordEntity, { userId: request.userId }))).affected ?? 0;
      if ((request.completedAt?.getTime() ?? now) > financialCutoff.getTime()) continue;
      await this.db.transaction(async (em) => {
        if (await this.hasFinancialRecordSince(em, request.userId, financialCutoff)) return;
        await deleteUserRows(em, request.userId);
        counts.closedAccounts += (await em.delete(UserEntity, { id: request.userId })).affected ?? 0;
      });
    }
    return counts;
  }

  private async hasFinancialRecordSince(em: EntityManager, userId: string, cutoff: Date): Promise<boolean> {
    const cutoffDate = cutoff.toISOString().slice(0, 10);
    return (
      (await em.exists(TransactionEntity, { where: { userId, createdAt: MoreThan(cutoff) } })) ||
      (await em.exists(PaymentEntity, { where: { userId, createdAt: MoreThan(cutoff) } })) ||
      (await em.exists(InvestmentEntity, { where: { userId, updatedAt: MoreThan(cutoff) } })) ||
      (await em.exists(PayoutEntity, { where: { userId, payoutDate: MoreThan(cutoffDate) } }))
    );
  }
}
