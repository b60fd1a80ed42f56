import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { ContactMessageEntity } from '../contact/entities/contact-message.entity.js';
import { KycRecordEntity } from '../kyc/entities/kyc-record.entity.js';
import { InvestmentEntity } from '../ledger/entities/investment.entity.js';
import { PaymentEntity } from '../ledger/entities/payment.entity.js';
import { PayoutEntity } from '../ledger/entities/payout.entity.js';
import { TransactionEntity } from '../ledger/entities/transaction.entity.js';
import { OtpCodeEntity } from '../otp/entities/otp-code.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { PrivacyRequestEntity } from './entities/privacy-request.entity.js';
import { RETENTION } from './retention-policy.js';
import { deleteUserRows } from './user-records.js';

/** What the law makes us keep after an erasure: the financial records, the KYC record, and the requests themselves. */
export const RETAINED_AFTER_ERASURE: ReadonlySet<unknown> = new Set([
  InvestmentEntity,
  PaymentEntity,
  TransactionEntity,
  PayoutEntity,
  KycRecordEntity,
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
 * Carries out erasure requests once their waiting period is over. An account that holds no financial record and no
 * verified KYC record is deleted outright. Otherwise the account is closed: everything is deleted except what the law
 * requires us to keep (RETAINED_AFTER_ERASURE, with the requests' free-text notes cleared), and the phone number is
 * replaced, so the kept records no longer name a reachable person; RetentionService deletes them when their own
 * period ends.
 */
@Injectable()
export class ErasureService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every pending erasure request older than the waiting period is carried out; answers how many. */
  async carryOutDue(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - RETENTION.erasureWaitingMs);
    const due = await this.db.run((em) =>
      em.find(PrivacyRequestEntity, { where: { type: 'erasure', status: 'pending', createdAt: LessThanOrEqual(cutoff) }, order: { createdAt: 'ASC' } }),
    );
    for (const request of due) await this.db.transaction((em) => this.erase(em, request));
    return due.length;
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
    await em.update(PrivacyRequestEntity, { userId: user.id }, { details: null });
    await em.update(PrivacyRequestEntity, { id: request.id }, { status: 'completed', completedAt: now });
    await em.update(UserEntity, { id: user.id }, { phone: erasedPhonePlaceholder() });
  }

  /** A financial record, or a KYC record that holds identity data (a verified check), must be kept. */
  private async mustRetain(em: EntityManager, userId: string): Promise<boolean> {
    if (await em.exists(InvestmentEntity, { where: { userId } })) return true;
    return em.exists(KycRecordEntity, { where: { userId, verifiedAt: Not(IsNull()) } });
  }
}
