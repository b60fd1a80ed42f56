import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, OTP_MAX_ATTEMPTS, OTP_SENDS_PER_PHONE, OTP_TTL_SECONDS, type OtpGenerateResponse, type OtpPurpose } from '@invest/contracts';
import { type EntityManager, IsNull, MoreThanOrEqual } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender.js';
import type { UserRecord } from '../users/user-record.js';
import { maskPhone } from '../users/mask-phone.js';
import { UsersService } from '../users/users.service.js';
import { OtpCodeEntity } from './entities/otp-code.entity.js';
import { hashOtp, newOtpCode, otpMatches } from './otp-code.js';
import { otpLockouts, otpSends } from '../../common/metrics/api-metrics.js';
import { sendRules, verifyRules } from './otp-limits.js';

/** The one answer to a code that does not sign in: wrong, expired, used, replaced or never sent look the same. */
export const OTP_REFUSED = 'Invalid or expired OTP. Please check the code or request a new OTP.';
export const SMS_UNAVAILABLE = 'We could not send the OTP right now. Please try again in a few minutes.';

/** A checked code: a `kyc` code signs its phone's user in; a `contact` code proves the phone only. */
export type OtpCheck = { purpose: 'kyc'; user: UserRecord } | { purpose: 'contact'; user: null };

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

  /**
   * Sends a new code to `phone`, replacing any earlier live code of the same purpose (a sign-in code and a contact
   * code never cancel each other). 429 past the phone's, the address's or the platform's limit; 503 if the SMS
   * provider fails.
   */
  async generate(phone: string, purpose: OtpPurpose, ip: string): Promise<OtpGenerateResponse> {
    const limit = await this.rateLimits.consume(sendRules(phone, purpose, ip, this.config.otpIpLimit, this.config.otpGlobalLimit));
    if (!limit.allowed) throw new RateLimitedException(limit.retryAfterMs / 1000, sendLimitMessage(limit.rule.key));

    const code = newOtpCode();
    const now = this.clock.now();
    const id = randomUUID();
    await this.db.transaction(async (em) => {
      // A new send replaces the previous code of its purpose: one live code per phone and purpose.
      await em.delete(OtpCodeEntity, { phone, purpose, consumedAt: IsNull() });
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
    // A known investor reads the code in their language; a new phone has no profile yet: English.
    const language = this.sms.sendsIn(await this.users.languageOfPhone(phone));
    try {
      await this.sms.send({ phone, template: 'otp', language, variables: { otp: code } });
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
   * Checks a code against the phone's live code of `purpose`. A `kyc` code answers the phone's user (created if new);
   * a `contact` code only records the proof. Limited per address and platform-wide; a wrong guess counts against the
   * live code only (OTP_MAX_ATTEMPTS kill it), never against the phone. 400 OTP_INVALID otherwise, one message whether
   * the code was wrong, expired or never sent.
   */
  async verify(phone: string, otp: string, ip: string, purpose: OtpPurpose = 'kyc'): Promise<OtpCheck> {
    const limit = await this.rateLimits.consume(verifyRules(ip, this.config.otpIpLimit, this.config.otpGlobalLimit));
    if (!limit.allowed) {
      const what = limit.rule.key.startsWith('otp:global:') ? BUSY : 'Too many OTP attempts from your network.';
      throw new RateLimitedException(limit.retryAfterMs / 1000, what);
    }
    const now = this.clock.now();
    const verified = await this.db.transaction(async (em): Promise<boolean> => {
      const row = await em
        .createQueryBuilder(OtpCodeEntity, 'otp')
        .where('otp.phone = :phone AND otp.purpose = :purpose', { phone, purpose })
        .andWhere('otp.consumedAt IS NULL')
        .orderBy('otp.createdAt', 'DESC')
        .limit(1)
        .getOne();
      if (!row || row.expiresAt <= now || row.attempts >= OTP_MAX_ATTEMPTS) return false;
      if (!otpMatches(this.config.otpPepper, phone, otp, row.codeHash)) {
        await this.countWrongGuess(em, row);
        return false;
      }
      // Claimed only while still live and under its attempts: of two concurrent right answers, one signs in.
      const claimed = await em
        .createQueryBuilder()
        .update(OtpCodeEntity)
        .set({ consumedAt: now, verifiedAt: now })
        .where('id = :id AND consumed_at IS NULL AND attempts < :max', { id: row.id, max: OTP_MAX_ATTEMPTS })
        .execute();
      return (claimed.affected ?? 0) === 1;
    });
    if (!verified) throw new AppException(400, ErrorCode.OtpInvalid, OTP_REFUSED);
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

  /**
   * One wrong guess against `row`, as a conditional update (attempts = attempts + 1 while under the maximum), so
   * concurrent guesses are each counted and none past the maximum. The guess that kills the code is logged as a
   * security event (phone masked) and counted in the lockouts metric.
   */
  private async countWrongGuess(em: EntityManager, row: OtpCodeEntity): Promise<void> {
    const counted = await em
      .createQueryBuilder()
      .update(OtpCodeEntity)
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts < :max', { id: row.id, max: OTP_MAX_ATTEMPTS })
      .execute();
    if ((counted.affected ?? 0) !== 1) return;
    const after = await em.findOne(OtpCodeEntity, { where: { id: row.id }, select: { id: true, attempts: true } });
    if (after?.attempts !== OTP_MAX_ATTEMPTS) return;
    otpLockouts.inc();
    this.logger.warn(
      { event: 'security.otp_code_exhausted', phone: maskPhone(row.phone), purpose: row.purpose, attempts: OTP_MAX_ATTEMPTS },
      `Security: an OTP for ${maskPhone(row.phone)} was given up after ${OTP_MAX_ATTEMPTS} wrong guesses.`,
    );
  }
}

/** Asked to wait by the platform-wide limit: nobody's fault in particular. */
const BUSY = 'We are receiving too many OTP requests right now.';

function sendLimitMessage(key: string): string {
  if (key.startsWith('otp:phone:')) return `Too many OTP requests for this phone number (at most ${OTP_SENDS_PER_PHONE} every 15 minutes).`;
  if (key.startsWith('otp:global:')) return BUSY;
  return 'Too many OTP requests from your network.';
}
