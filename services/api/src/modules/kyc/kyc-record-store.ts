import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type FieldError, type KycItemStatus, type KycPendingAadhaarOtp, type KycStatus, type KycStatusResponse } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { FieldCrypto } from '../../common/crypto/field-crypto.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { UsersService } from '../users/users.service.js';
import { maskPhone } from '../users/mask-phone.js';
import { KycRecordEntity } from './entities/kyc-record.entity.js';
import { maskAadhaarLast4, maskPan } from './identity-rules.js';
import { KycErrorMessage } from './kyc-messages.js';

export type KycRecordValues = Omit<KycRecordEntity, 'userId' | 'attempts' | 'createdAt' | 'updatedAt'>;

/** A refusal that marks the user's KYC failed (statuses failed, no number kept) before it is answered. */
export interface KycFailure {
  status: number;
  code: ErrorCode;
  message: string;
  /** Kept in the record for support; never a number. */
  reason: string;
  errors?: FieldError[];
}

/** What a verified KYC keeps: the Aadhaar's hash and last four, the PAN, and UIDAI's name and date of birth. */
export interface VerifiedHolder {
  aadhaarHash: string;
  aadhaarLast4: string;
  pan: string;
  reference: string;
  holderName: string;
  /** 'YYYY-MM-DD', or null when UIDAI gave none. */
  dateOfBirth: string | null;
}

/** The `kyc_records` row of each user and the user's `kyc_status`, written together. */
@Injectable()
export class KycRecordStore {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  find(userId: string): Promise<KycRecordEntity | null> {
    return this.db.run((em) => em.findOne(KycRecordEntity, { where: { userId } }));
  }

  /** The account, other than `userId`'s, whose verified Aadhaar has this hash. */
  async heldByAnother(aadhaarHash: string, userId: string): Promise<boolean> {
    const holder = await this.db.run((em) => em.findOne(KycRecordEntity, { where: { aadhaarHash } }));
    return holder !== null && holder.userId !== userId;
  }

  /** The keyed hash a verified PAN is kept under (unique across accounts). */
  panHashOf(pan: string): string {
    return this.crypto.lookupHash(pan, 'pan');
  }

  /** Whether an account other than `userId`'s verified this PAN. */
  async panHeldByAnother(pan: string, userId: string): Promise<boolean> {
    const panHash = this.panHashOf(pan);
    const holder = await this.db.run((em) => em.findOne(KycRecordEntity, { where: { panHash } }));
    return holder !== null && holder.userId !== userId;
  }

  /** Records a failed attempt, then refuses the request. */
  async fail(userId: string, failure: KycFailure): Promise<never> {
    await this.db.transaction(async (em) => {
      await this.upsert(em, userId, {
        aadhaarStatus: 'failed',
        panStatus: 'failed',
        aadhaarLast4: null,
        aadhaarHash: null,
        panHash: null,
        panCiphertext: null,
        holderNameCiphertext: null,
        dateOfBirthCiphertext: null,
        registryReference: null,
        failureReason: failure.reason.slice(0, 200),
        verifiedAt: null,
      });
      await this.users.setKycStatus(userId, 'failed', em);
    });
    throw new AppException(failure.status, failure.code, failure.message, failure.errors ? { errors: failure.errors } : {});
  }

  /** Marks the user verified; 409 when the Aadhaar or the PAN verified another account meanwhile (unique hashes). */
  async markVerified(userId: string, values: VerifiedHolder): Promise<KycRecordEntity> {
    try {
      return await this.db.transaction(async (em) => {
        const record = await this.upsert(em, userId, {
          aadhaarStatus: 'verified',
          panStatus: 'verified',
          aadhaarLast4: values.aadhaarLast4,
          aadhaarHash: values.aadhaarHash,
          panHash: this.panHashOf(values.pan),
          panCiphertext: this.crypto.encrypt(values.pan, `pan:${userId}`),
          holderNameCiphertext: this.crypto.encrypt(values.holderName, `kyc-name:${userId}`),
          dateOfBirthCiphertext: values.dateOfBirth ? this.crypto.encrypt(values.dateOfBirth, `kyc-dob:${userId}`) : null,
          registryReference: values.reference.slice(0, 64),
          failureReason: null,
          verifiedAt: this.clock.now(),
        });
        await this.users.setKycStatus(userId, 'verified', em);
        return record;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = (await this.panHeldByAnother(values.pan, userId)) ? KycErrorMessage.PanTaken : KycErrorMessage.AadhaarTaken;
      throw new AppException(409, ErrorCode.Conflict, message);
    }
  }

  /** The e-KYC holder's name and date of birth of a record, decrypted (null when the record keeps no name). */
  holderOf(userId: string, record: KycRecordEntity): { name: string; dateOfBirth: string | null } | null {
    if (!record.holderNameCiphertext) return null;
    return {
      name: this.crypto.decrypt(record.holderNameCiphertext, `kyc-name:${userId}`),
      dateOfBirth: record.dateOfBirthCiphertext ? this.crypto.decrypt(record.dateOfBirthCiphertext, `kyc-dob:${userId}`) : null,
    };
  }

  /** The clear PAN of a verified record (to compare a resubmission). */
  panOf(userId: string, record: KycRecordEntity): string | undefined {
    return record.panCiphertext ? this.crypto.decrypt(record.panCiphertext, `pan:${userId}`) : undefined;
  }

  /**
   * The answer of GET /api/kyc/status. A new attempt waiting for its Aadhaar OTP (`aadhaarOtp`) shows Aadhaar and PAN
   * pending: an earlier failure is not the state of this attempt.
   */
  toStatus(user: AuthenticatedUser, kycStatus: KycStatus, record: KycRecordEntity | null, aadhaarOtp: KycPendingAadhaarOtp | null = null): KycStatusResponse {
    const verified = record?.aadhaarStatus === 'verified' && record.panStatus === 'verified';
    const item = (status: KycItemStatus | undefined): KycItemStatus => (aadhaarOtp && !verified ? 'pending' : (status ?? 'not_started'));
    const pan = verified && record ? this.panOf(user.id, record) : undefined;
    return {
      kycStatus,
      aadhaar: { status: item(record?.aadhaarStatus), masked: verified && record.aadhaarLast4 ? maskAadhaarLast4(record.aadhaarLast4) : null },
      pan: { status: item(record?.panStatus), masked: pan ? maskPan(pan) : null },
      mobileOtp: { status: 'verified', phoneMasked: maskPhone(user.phone) },
      verifiedAt: verified && record.verifiedAt ? record.verifiedAt.toISOString() : null,
      aadhaarOtp,
    };
  }

  private async upsert(em: EntityManager, userId: string, values: KycRecordValues): Promise<KycRecordEntity> {
    const now = this.clock.now();
    const current = await em.findOne(KycRecordEntity, { where: { userId } });
    if (current) {
      await em.update(KycRecordEntity, { userId }, { ...values, attempts: current.attempts + 1, updatedAt: now });
      return { ...current, ...values, attempts: current.attempts + 1, updatedAt: now };
    }
    const record: KycRecordEntity = { userId, ...values, attempts: 1, createdAt: now, updatedAt: now };
    await em.insert(KycRecordEntity, record);
    return record;
  }
}
