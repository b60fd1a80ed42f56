import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { ContactMessageEntity } from '../contact/entities/contact-message.entity.js';
import { KycRecordEntity } from '../kyc/entities/kyc-record.entity.js';
import { InvestmentEntity } from '../investments/entities/investment.entity.js';
import { PaymentEntity } from '../payments/entities/payment.entity.js';
import { PayoutEntity } from '../payouts/entities/payout.entity.js';
import { TransactionEntity } from '../ledger/entities/transaction.entity.js';
import { OtpCodeEntity } from '../otp/entities/otp-code.entity.js';
import { TdsDeclarationEntity } from '../tds/entities/tds-declaration.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { PrivacyRequestEntity } from './entities/privacy-request.entity.js';
import { erasureDueAt, moneyHeld } from './money-held.js';
import { RETENTION } from './retention-policy.js';
import { deleteUserRows } from './user-records.js';

/**
 * What the law makes us keep after an erasure: the financial records (the TDS deducted is on the payouts), the KYC
 * record, the Form 15G/15H declarations, and the requests themselves (retention-policy.ts says for how long).
 */
export const RETAINED_AFTER_ERASURE: ReadonlySet<unknown> = new Set([
  InvestmentEntity,
  PaymentEntity,
  TransactionEntity,
  PayoutEntity,
  KycRecordEntity,
  TdsDeclarationEntity,
  PrivacyRequestEntity,
]);

/**
 * Stands in for the phone number of an erased account: 10 characters that are never a mobile number (those are 10
 * digits), unique like the column, so the number can sign up again as a new person.
 */
export function erasedPhonePlaceholder(): string {
  return `~${randomBytes(9).toString('base64url').slice(0, 9)}`;
}

/**
 * Carries out erasure requests once they are due: after their waiting period, and never while money is held for the
 * person (an active investment, a payout not yet paid, a payment in progress): such a request waits, its due date
 * moved to the day after the final payout, and the person keeps their sign-in and bank account until then.
 * An account that holds no financial record and no verified KYC record is deleted outright. Otherwise the account is
 * closed: everything is deleted except what the law requires us to keep (RETAINED_AFTER_ERASURE, with the requests'
 * free-text notes cleared), the phone number is replaced, and the KYC record's Aadhaar hash leaves the unique column
 * (kept beside it), so the kept records no longer name a reachable person and the same person can open a new account;
 * RetentionService deletes them when their own periods end.
 */
@Injectable()
export class ErasureService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every pending erasure request that is due and holds no money is carried out; answers how many. */
  async carryOutDue(): Promise<number> {
    const now = this.clock.now();
    const waited = new Date(now.getTime() - RETENTION.erasureWaitingMs);
    const due = await this.db.run((em) =>
      em.find(PrivacyRequestEntity, {
        where: [
          { type: 'erasure', status: 'pending', dueAt: LessThanOrEqual(now) },
          // Recorded before requests had a due date: their waiting period applies.
          { type: 'erasure', status: 'pending', dueAt: IsNull(), createdAt: LessThanOrEqual(waited) },
        ],
        order: { createdAt: 'ASC' },
      }),
    );
    let erased = 0;
    for (const request of due) {
      if (await this.db.transaction((em) => this.eraseUnlessHeld(em, request))) erased += 1;
    }
    return erased;
  }

  /** Money still held: the request waits for the final payout (its due date moves); otherwise the erasure is done. */
  private async eraseUnlessHeld(em: EntityManager, request: PrivacyRequestEntity): Promise<boolean> {
    const now = this.clock.now();
    const held = await moneyHeld(em, request.userId, indiaDate(now));
    if (held !== null) {
      await em.update(PrivacyRequestEntity, { id: request.id }, { dueAt: erasureDueAt(request.createdAt, held, now) });
      return false;
    }
    await this.erase(em, request);
    return true;
  }

  private async erase(em: EntityManager, request: PrivacyRequestEntity): Promise<void> {
    const user = await em.findOne(UserEntity, { where: { id: request.userId } });
    if (!user) return;
    // Rows kept by phone number, not by account.
    await em.delete(OtpCodeEntity, { phone: user.phone });
    await em.delete(ContactMessageEntity, { phone: user.phone });
    if (!(await this.mustRetain(em, user.id))) {
      await deleteUserRows(em, user.id);
      await em.delete(UserEntity, { id: user.id });
      return;
    }
    await deleteUserRows(em, user.id, RETAINED_AFTER_ERASURE);
    const now = this.clock.now();
    await this.detachIdentity(em, user.id);
    await em.update(PrivacyRequestEntity, { userId: user.id }, { details: null });
    await em.update(PrivacyRequestEntity, { id: request.id }, { status: 'completed', completedAt: now, dueAt: null });
    await em.update(UserEntity, { id: user.id }, { phone: erasedPhonePlaceholder() });
  }

  /**
   * The kept KYC record's Aadhaar and PAN hashes move out of the unique columns: they no longer block a new account of
   * the same person.
   */
  private async detachIdentity(em: EntityManager, userId: string): Promise<void> {
    const record = await em.findOne(KycRecordEntity, { where: { userId } });
    if (!record?.aadhaarHash && !record?.panHash) return;
    await em.update(
      KycRecordEntity,
      { userId },
      {
        closedAadhaarHash: record.aadhaarHash ?? record.closedAadhaarHash ?? null,
        aadhaarHash: null,
        closedPanHash: record.panHash ?? record.closedPanHash ?? null,
        panHash: null,
      },
    );
  }

  /** A financial record, or a KYC record that holds identity data (a verified check), must be kept. */
  private async mustRetain(em: EntityManager, userId: string): Promise<boolean> {
    if (await em.exists(InvestmentEntity, { where: { userId } })) return true;
    return em.exists(KycRecordEntity, { where: { userId, verifiedAt: Not(IsNull()) } });
  }
}
