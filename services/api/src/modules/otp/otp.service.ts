import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  OTP_MAX_ATTEMPTS,
  OTP_SEND_WINDOW_SECONDS,
  OTP_SENDS_PER_PHONE,
  OTP_TTL_SECONDS,
  type OtpGenerateResponse,
  type OtpPurpose,
} from '@invest/contracts';
import { IsNull } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { OtpCodeEntity } from './entities/otp-code.entity.js';
import { hashOtp, newOtpCode, otpMatches } from './otp-code.js';

const WINDOW_MS = OTP_SEND_WINDOW_SECONDS * 1000;

type CheckResult =
  | { ok: true; purpose: OtpPurpose }
  | { ok: false; code: ErrorCode; message: string };

const NO_CODE = 'This OTP has expired or is no longer valid. Please request a new OTP.';

@Injectable()
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly rateLimits: RateLimitService,
    private readonly users: UsersService,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sends a new code to `phone`, replacing any earlier one. 429 past the phone or IP limit. */
  async generate(phone: string, purpose: OtpPurpose, ip: string): Promise<OtpGenerateResponse> {
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
    await this.db.transaction(async (em) => {
      // A new send replaces the previous code (whatever its purpose): only one is live.
      await em.delete(OtpCodeEntity, { phone, consumedAt: IsNull() });
      await em.insert(OtpCodeEntity, {
        id: randomUUID(),
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
    await this.sms.send({
      phone,
      body: `Your verification code is ${code}. It is valid for 5 minutes. Never share it with anyone.`,
    });
    return { message: 'OTP sent successfully.', expiresIn: OTP_TTL_SECONDS };
  }

  /** Checks a code; on success the phone's user (created if new) is returned. 400 otherwise. */
  async verify(phone: string, otp: string): Promise<{ user: UserEntity; purpose: OtpPurpose }> {
    const now = this.clock.now();
    const result = await this.db.transaction(async (em): Promise<CheckResult> => {
      const query = em
        .createQueryBuilder(OtpCodeEntity, 'otp')
        .where('otp.phone = :phone', { phone })
        .andWhere('otp.consumedAt IS NULL')
        .orderBy('otp.createdAt', 'DESC')
        .limit(1);
      if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
      const row = await query.getOne();
      if (!row || row.expiresAt <= now) return { ok: false, code: ErrorCode.OtpExpired, message: NO_CODE };
      if (row.attempts >= OTP_MAX_ATTEMPTS) {
        return {
          ok: false,
          code: ErrorCode.OtpExpired,
          message: 'Too many wrong attempts: this OTP is no longer valid. Please request a new OTP.',
        };
      }
      if (!otpMatches(this.config.otpPepper, phone, otp, row.codeHash)) {
        const attempts = row.attempts + 1;
        await em.update(OtpCodeEntity, { id: row.id }, { attempts });
        const left = OTP_MAX_ATTEMPTS - attempts;
        return {
          ok: false,
          code: ErrorCode.OtpInvalid,
          message:
            left > 0
              ? `Invalid OTP. Please check the code and try again (${left} attempt${left === 1 ? '' : 's'} left).`
              : 'Invalid OTP. No attempts left: please request a new OTP.',
        };
      }
      // verified_at records the proof of ownership; a later contact form checks it.
      await em.update(OtpCodeEntity, { id: row.id }, { consumedAt: now, verifiedAt: now });
      return { ok: true, purpose: row.purpose };
    });
    // Thrown after the transaction so that a wrong guess stays counted.
    if (!result.ok) throw new AppException(400, result.code, result.message);
    const user = await this.users.findOrCreateByPhone(phone);
    return { user, purpose: result.purpose };
  }

  /** Whether `phone` proved ownership with a `purpose` code at or after `since` (for the contact form). */
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
}
