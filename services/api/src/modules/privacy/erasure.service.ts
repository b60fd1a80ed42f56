import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, IsNull, LessThanOrEqual } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { ContactPersonalData } from '../contact/contact-personal-data.js';
import { InvestmentPersonalData } from '../investments/investment-personal-data.js';
import { KycPersonalData } from '../kyc/kyc-personal-data.js';
import { OtpPersonalData } from '../otp/otp-personal-data.js';
import { UserPersonalData } from '../users/user-personal-data.js';
import { PrivacyRequestEntity } from './entities/privacy-request.entity.js';
import { erasureDueAt, MoneyHeldCheck } from './money-held.js';
import { RETENTION } from './retention-policy.js';
import { UserRecords } from './user-records.js';

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
 * closed: everything is deleted except what the law requires us to keep (`keptAfterErasure` in user-records.ts, with the requests'
 * free-text notes cleared), the phone number is replaced, and the KYC record's Aadhaar hash leaves the unique column
 * (kept beside it), so the kept records no longer name a reachable person and the same person can open a new account;
 * RetentionService deletes them when their own periods end.
 */
@Injectable()
export class ErasureService {
  constructor(
    private readonly db: Db,
    private readonly moneyHeld: MoneyHeldCheck,
    private readonly userRecords: UserRecords,
    private readonly users: UserPersonalData,
    private readonly otpCodes: OtpPersonalData,
    private readonly contactMessages: ContactPersonalData,
    private readonly kyc: KycPersonalData,
    private readonly investments: InvestmentPersonalData,
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
    const held = await this.moneyHeld.of(em, request.userId, indiaDate(now));
    if (held !== null) {
      await em.update(PrivacyRequestEntity, { id: request.id }, { dueAt: erasureDueAt(request.createdAt, held, now) });
      return false;
    }
    await this.erase(em, request);
    return true;
  }

  private async erase(em: EntityManager, request: PrivacyRequestEntity): Promise<void> {
    const user = await this.users.find(request.userId, em);
    if (!user) return;
    // Rows kept by phone number, not by account.
    await this.otpCodes.eraseByPhone(user.phone, em);
    await this.contactMessages.eraseByPhone(user.phone, em);
    if (!(await this.mustRetain(em, user.id))) {
      await this.userRecords.deleteUserRows(em, user.id);
      await this.users.erase(user.id, em);
      return;
    }
    await this.userRecords.deleteUserRows(em, user.id, true);
    const now = this.clock.now();
    // The kept KYC record's Aadhaar and PAN hashes leave the unique columns: they no longer block a new account.
    await this.kyc.detachIdentity(user.id, em);
    await em.update(PrivacyRequestEntity, { userId: user.id }, { details: null });
    await em.update(PrivacyRequestEntity, { id: request.id }, { status: 'completed', completedAt: now, dueAt: null });
    await this.users.replacePhone(user.id, erasedPhonePlaceholder(), em);
  }

  /** A financial record, or a KYC record that holds identity data (a verified check), must be kept. */
  private async mustRetain(em: EntityManager, userId: string): Promise<boolean> {
    if (await this.investments.hasAny(userId, em)) return true;
    return this.kyc.holdsVerifiedIdentity(userId, em);
  }
}
