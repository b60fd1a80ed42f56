import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ErrorCode,
  OTP_MAX_ATTEMPTS,
  OTP_SEND_WINDOW_SECONDS,
  OTP_SENDS_PER_PHONE,
  OTP_TTL_SECONDS,
  type OtpGenerateResponse,
  type OtpPurpose,
} from '@invest/contracts';
import { IsNull, MoreThanOrEqual } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { maskPhone } from '../users/mask-phone.js';
import { UsersService } from '../users/users.service.js';
import { OtpCodeEntity } from './entities/otp-code.entity.js';
import { hashOtp, newOtpCode, otpMatches } from './otp-code.js';
import { lockoutRule, OTP_LOCKOUT_FAILURES, verifyRules } from './otp-limits.js';
import { otpLockouts, otpSends } from '../../common/metrics/api-metrics.js';

const WINDOW_MS = OTP_SEND_WINDOW_SECONDS * 1000;

/** The one answer to a code that does not sign in: wrong, expired, used, replaced or never sent look the same. */
export const OTP_REFUSED = 'Invalid or expired OTP. Please check the code or request a new OTP.';
export const SMS_UNAVAILABLE = 'We could not send the OTP right now. Please try again in a few minutes.';

/** A checked code: a `kyc` code signs its phone's user in; a `contact` code proves the phone only. */
export type OtpCheck = { purpose: 'kyc'; user: UserEntity } | { purpose: 'contact'; user: null };

@Injectable()
export class OtpService {
  private readonly logger = new Logger(OtpService.name);

  constructor(
    private readonly db: Db,
    private readonly rateLimits: RateLimitService,
    private readonly users: UsersService,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sends a new code to `phone`, replacing any earlier one. 429 past the phone or IP limit or while locked; 503 if the SMS provider fails. */
  async generate(phone: string, purpose: OtpPurpose, ip: string): Promise<OtpGenerateResponse> {
    await this.refuseWhileLocked(phone);
    const limit = await this.rateLimits.consume([
      { key: `otp:phone:${phone}`, limit: OTP_SENDS_PER_PHONE, windowMs: WINDOW_MS },
      { key: `otp:ip:${ip}`, limit: this.config.otpIpLimit, windowMs: WINDOW_MS },
    ]);
    if (!limit.allowed) {
      const what = limit.rule.key.startsWith('otp:phone:')
        ? `Too many OTP requests for this phone number (at most ${OTP_SENDS_PER_PHONE} every 15 minutes).`
        : 'Too many OTP requests from your network.';
      throw new RateLimitedException(limit.retryAfterMs / 1000, what);
    }

    const code = newOtpCode();
    const now = this.clock.now();
    const id = randomUUID();
    await this.db.transaction(async (em) => {
      // A new send replaces the previous code (whatever its purpose): only one is live.
      await em.delete(OtpCodeEntity, { phone, consumedAt: IsNull() });
      await em.insert(OtpCodeEntity, {
        id,
        phone,
        purpose,
        codeHash: hashOtp(this.config.otpPepper, phone, code),
        attempts: 0,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        consumedAt: null,
        verifiedAt: null,
      });
    });
    try {
      await this.sms.send({ phone, template: 'otp', variables: { otp: code } });
      otpSends.inc({ outcome: 'sent' });
    } catch (error) {
      otpSends.inc({ outcome: 'failed' });
      if (!(error instanceof ProviderUnavailableError)) throw error;
      // No text went out: no code stays live.
      await this.db.run((em) => em.delete(OtpCodeEntity, { id }));
      this.logger.warn(`OTP for ${maskPhone(phone)} not sent: ${error.message}`);
      throw new AppException(503, ErrorCode.ServiceUnavailable, SMS_UNAVAILABLE);
    }
    return { message: 'OTP sent successfully.', expiresIn: OTP_TTL_SECONDS };
  }

  /**
   * Checks a code. A `kyc` code answers the phone's user (created if new); a `contact` code only records the proof.
   * Limited per phone and per address; every failure counts towards the phone's lockout. 400 OTP_INVALID otherwise,
   * one message whether the code was wrong, expired or never sent.
   */
  async verify(phone: string, otp: string, ip: string): Promise<OtpCheck> {
    await this.refuseWhileLocked(phone);
    const limit = await this.rateLimits.consume(verifyRules(phone, ip, this.config.otpIpLimit));
    if (!limit.allowed) {
      const what = limit.rule.key.startsWith('otp:verify:phone:') ? 'Too many OTP attempts for this phone number.' : 'Too many OTP attempts from your network.';
      throw new RateLimitedException(limit.retryAfterMs / 1000, what);
    }
    const now = this.clock.now();
    const purpose = await this.db.transaction(async (em): Promise<OtpPurpose | undefined> => {
      const query = em
        .createQueryBuilder(OtpCodeEntity, 'otp')
        .where('otp.phone = :phone', { phone })
        .andWhere('otp.consumedAt IS NULL')
        .orderBy('otp.createdAt', 'DESC')
        .limit(1);
      if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
      const row = await query.getOne();
      if (!row || row.expiresAt <= now || row.attempts >= OTP_MAX_ATTEMPTS) return undefined;
      if (!otpMatches(this.config.otpPepper, phone, otp, row.codeHash)) {
        await em.update(OtpCodeEntity, { id: row.id }, { attempts: row.attempts + 1 });
        return undefined;
      }
      // verified_at records the proof of ownership; a contact message claims it.
      await em.update(OtpCodeEntity, { id: row.id }, { consumedAt: now, verifiedAt: now });
      return row.purpose;
    });
    // Refused after the transaction, so that a wrong guess stays counted.
    if (purpose === undefined) {
      await this.countFailure(phone);
      throw new AppException(400, ErrorCode.OtpInvalid, OTP_REFUSED);
    }
    if (purpose === 'contact') return { purpose, user: null };
    return { purpose, user: await this.users.findOrCreateByPhone(phone) };
  }

  /** Whether `phone` proved ownership with a `purpose` code at or after `since` (nothing is used up). */
  async wasVerifiedSince(phone: string, purpose: OtpPurpose, since: Date): Promise<boolean> {
    const count = await this.db.run((em) =>
      em
        .createQueryBuilder(OtpCodeEntity, 'otp')
        .where('otp.phone = :phone AND otp.purpose = :purpose', { phone, purpose })
        .andWhere('otp.verifiedAt IS NOT NULL AND otp.verifiedAt >= :since', { since })
        .getCount(),
    );
    return count > 0;
  }

  /** Uses up the contact proofs of `phone` verified at or after `since`: one verification, one message. */
  async claimContactProof(phone: string, since: Date): Promise<boolean> {
    const result = await this.db.run((em) => em.delete(OtpCodeEntity, { phone, purpose: 'contact', verifiedAt: MoreThanOrEqual(since) }));
    return (result.affected ?? 0) > 0;
  }

  private async refuseWhileLocked(phone: string): Promise<void> {
    const lock = await this.rateLimits.peek(lockoutRule(phone));
    if (!lock.allowed) throw new RateLimitedException(lock.retryAfterMs / 1000, 'Too many wrong OTPs for this phone number.');
  }

  /** Counts one failure; the one that fills the window locks the phone and is logged as a security event. */
  private async countFailure(phone: string): Promise<void> {
    const recorded = await this.rateLimits.consume([lockoutRule(phone)]);
    if (!recorded.allowed) return;
    const now = await this.rateLimits.peek(lockoutRule(phone));
    if (now.allowed) return;
    otpLockouts.inc();
    this.logger.warn(
      { event: 'security.otp_lockout', phone: maskPhone(phone), failures: OTP_LOCKOUT_FAILURES, lockedForSeconds: Math.ceil(now.retryAfterMs / 1000) },
      `Security: phone ${maskPhone(phone)} locked after ${OTP_LOCKOUT_FAILURES} wrong or expired OTPs within an hour.`,
    );
  }
}
