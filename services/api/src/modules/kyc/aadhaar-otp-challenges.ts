import { Inject, Injectable } from '@nestjs/common';
import { KYC_AADHAAR_OTP_RESEND_SECONDS, KYC_AADHAAR_OTP_TTL_SECONDS, type KycPendingAadhaarOtp } from '@invest/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { FieldCrypto } from '../../common/crypto/field-crypto.js';
import { Db } from '../../database/db.js';
import { AadhaarOtpChallengeEntity } from './entities/aadhaar-otp-challenge.entity.js';
import { maskAadhaarLast4 } from './identity-rules.js';
import { AADHAAR_OTP_MAX_ATTEMPTS } from './kyc-messages.js';

/** What a live challenge gives back: the Aadhaar as kept (hash, last four), the PAN in clear, the provider's reference. */
export interface OpenChallenge {
  providerReference: string;
  aadhaarHash: string;
  aadhaarLast4: string;
  pan: string;
  attempts: number;
}

/** A live challenge the holder may ask a new OTP for: the Aadhaar in clear, its hash, and the PAN. */
export interface ResendableChallenge {
  aadhaar: string;
  aadhaarHash: string;
  pan: string;
  /** Seconds before another OTP may be asked for (0: now). */
  resendIn: number;
}

const panContext = (userId: string) => `kyc-challenge-pan:${userId}`;
const aadhaarContext = (userId: string) => `kyc-challenge-aadhaar:${userId}`;
const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

/** The one pending Aadhaar OTP of each user (`kyc_aadhaar_challenges`). */
@Injectable()
export class AadhaarOtpChallenges {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Replaces the user's pending challenge. */
  async open(userId: string, values: { providerReference: string; aadhaar: string; aadhaarHash: string; pan: string }): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (em) => {
      await em.delete(AadhaarOtpChallengeEntity, { userId });
      await em.insert(AadhaarOtpChallengeEntity, {
        userId,
        providerReference: values.providerReference.slice(0, 64),
        aadhaarHash: values.aadhaarHash,
        aadhaarLast4: values.aadhaar.slice(-4),
        aadhaarCiphertext: this.crypto.encrypt(values.aadhaar, aadhaarContext(userId)),
        panCiphertext: this.crypto.encrypt(values.pan, panContext(userId)),
        attempts: 0,
        expiresAt: new Date(now.getTime() + KYC_AADHAAR_OTP_TTL_SECONDS * 1000),
        createdAt: now,
      });
    });
  }

  /**
   * Takes one of the user's attempts at their live challenge before the provider is asked, as a conditional update
   * (attempts = attempts + 1 while under the maximum and unexpired): concurrent guesses each take their own, and no
   * more than AADHAAR_OTP_MAX_ATTEMPTS ever reach the provider. Undefined when there is no live challenge left (an
   * expired or used-up one is deleted). `attempts` answers this attempt's number.
   */
  async takeAttempt(userId: string): Promise<OpenChallenge | undefined> {
    const row = await this.db.run((em) => em.findOne(AadhaarOtpChallengeEntity, { where: { userId } }));
    if (!row) return undefined;
    const taken =
      row.expiresAt > this.clock.now()
        ? await this.db.run((em) =>
            em
              .createQueryBuilder()
              .update(AadhaarOtpChallengeEntity)
              .set({ attempts: () => 'attempts + 1' })
              .where('user_id = :userId AND attempts < :max', { userId, max: AADHAAR_OTP_MAX_ATTEMPTS })
              .execute(),
          )
        : { affected: 0 };
    if ((taken.affected ?? 0) !== 1) {
      await this.close(userId);
      return undefined;
    }
    return {
      providerReference: row.providerReference,
      aadhaarHash: row.aadhaarHash,
      aadhaarLast4: row.aadhaarLast4,
      pan: this.crypto.decrypt(row.panCiphertext, panContext(userId)),
      attempts: row.attempts + 1,
    };
  }

  /** The user's live challenge as the page shows it (where the OTP went, when another may be asked for); null if none. */
  async pending(userId: string): Promise<KycPendingAadhaarOtp | null> {
    const row = await this.live(userId);
    if (!row) return null;
    const now = this.clock.now().getTime();
    return {
      aadhaarMasked: maskAadhaarLast4(row.aadhaarLast4),
      expiresIn: secondsUntil(row.expiresAt.getTime(), now),
      resendIn: secondsUntil(row.createdAt.getTime() + KYC_AADHAAR_OTP_RESEND_SECONDS * 1000, now),
    };
  }

  /** What a resend needs of the user's live challenge; null when there is none, or it was opened before Aadhaars were kept. */
  async resendable(userId: string): Promise<ResendableChallenge | null> {
    const row = await this.live(userId);
    if (!row?.aadhaarCiphertext) return null;
    return {
      aadhaar: this.crypto.decrypt(row.aadhaarCiphertext, aadhaarContext(userId)),
      aadhaarHash: row.aadhaarHash,
      pan: this.crypto.decrypt(row.panCiphertext, panContext(userId)),
      resendIn: secondsUntil(row.createdAt.getTime() + KYC_AADHAAR_OTP_RESEND_SECONDS * 1000, this.clock.now().getTime()),
    };
  }

  /** The user's challenge while it can still be answered (unexpired, tries left). */
  private async live(userId: string): Promise<AadhaarOtpChallengeEntity | null> {
    const row = await this.db.run((em) => em.findOne(AadhaarOtpChallengeEntity, { where: { userId } }));
    return row && row.expiresAt > this.clock.now() && row.attempts < AADHAAR_OTP_MAX_ATTEMPTS ? row : null;
  }

  async close(userId: string): Promise<void> {
    await this.db.run((em) => em.delete(AadhaarOtpChallengeEntity, { userId }));
  }
}
