import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type FieldError,
  type KycItemStatus,
  type KycStatus,
  type KycStatusResponse,
  type KycVerifyRequest,
  type KycVerifyResponse,
} from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { Db } from '../../database/db.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { maskPhone } from '../users/mask-phone.js';
import { KycRecordEntity } from './entities/kyc-record.entity.js';
import { FieldCrypto } from './field-crypto.js';
import { isValidAadhaar, isValidIndividualPan, maskAadhaarLast4, maskPan, normaliseAadhaar, normalisePan } from './identity-rules.js';
import { KYC_REGISTRY, type KycRegistry } from './kyc-registry.js';

/** Verification attempts per user per hour (each one costs a registry call; also slows Aadhaar probing). */
export const KYC_ATTEMPTS_PER_HOUR = 10;

export const KycErrorMessage = {
  Aadhaar: 'Aadhaar must be 12 digits, the first 2-9, with a valid check digit.',
  Pan: 'PAN must be 10 characters like ABCPE1234F: five letters (the fourth P, for an individual), four digits, one letter.',
  OtherUser: 'You can only verify the KYC of your own account.',
  Registry: 'Your identity could not be verified with the registry. Please check your details and try again.',
  AadhaarTaken: 'This Aadhaar number is already linked to another account.',
  AlreadyVerified: 'KYC is already verified for this account with different details.',
} as const;

type Failure = { status: number; code: ErrorCode; message: string; reason: string; errors?: FieldError[] };

function isUniqueViolation(error: unknown): boolean {
  const driver = (error as { driverError?: { code?: unknown; message?: unknown } } | null)?.driverError;
  return driver?.code === 'ER_DUP_ENTRY' || (typeof driver?.message === 'string' && driver.message.includes('UNIQUE constraint failed'));
}

@Injectable()
export class KycService {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    private readonly rateLimits: RateLimitService,
    @Inject(KYC_REGISTRY) private readonly registry: KycRegistry,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async status(user: AuthenticatedUser): Promise<KycStatusResponse> {
    const [record, fresh] = await this.db.run((em) =>
      Promise.all([em.findOne(KycRecordEntity, { where: { userId: user.id } }), em.findOne(UserEntity, { where: { id: user.id } })]),
    );
    return this.toStatus(user, fresh?.kycStatus ?? user.kycStatus, record);
  }

  async verify(user: AuthenticatedUser, request: KycVerifyRequest): Promise<KycVerifyResponse> {
    if (request.userId !== user.id) throw new AppException(403, ErrorCode.Forbidden, KycErrorMessage.OtherUser);
    const limit = await this.rateLimits.consume([{ key: `kyc:user:${user.id}`, limit: KYC_ATTEMPTS_PER_HOUR, windowMs: 60 * 60_000 }]);
    if (!limit.allowed) throw new RateLimitedException(limit.retryAfterMs / 1000, 'Too many KYC attempts.');

    const aadhaar = normaliseAadhaar(request.aadhaar);
    const pan = normalisePan(request.pan);
    const aadhaarHash = this.crypto.lookupHash(aadhaar, 'aadhaar');
    const existing = await this.db.run((em) => em.findOne(KycRecordEntity, { where: { userId: user.id } }));

    if (existing?.aadhaarStatus === 'verified' && existing.panStatus === 'verified') {
      // Verified is final: the same details answer the same result, others are refused.
      if (existing.aadhaarHash === aadhaarHash && existing.panCiphertext && this.crypto.decrypt(existing.panCiphertext, `pan:${user.id}`) === pan) {
        return { message: 'KYC verified successfully.', status: this.toStatus(user, 'verified', existing) };
      }
      throw new AppException(409, ErrorCode.Conflict, KycErrorMessage.AlreadyVerified);
    }

    const errors: FieldError[] = [];
    if (!isValidAadhaar(aadhaar)) errors.push({ field: 'aadhaar', messages: [KycErrorMessage.Aadhaar] });
    if (!isValidIndividualPan(pan)) errors.push({ field: 'pan', messages: [KycErrorMessage.Pan] });
    if (errors.length > 0) {
      const message = errors.map((error) => error.messages[0]).join(' ');
      return this.fail(user, { status: 400, code: ErrorCode.ValidationFailed, message, errors, reason: 'Invalid format.' });
    }

    const holder = await this.db.run((em) => em.findOne(KycRecordEntity, { where: { aadhaarHash } }));
    if (holder && holder.userId !== user.id) {
      return this.fail(user, { status: 409, code: ErrorCode.Conflict, message: KycErrorMessage.AadhaarTaken, reason: 'Aadhaar linked to another account.' });
    }

    const result = await this.registry.verify({ aadhaar, pan });
    if (result.aadhaar !== 'verified' || result.pan !== 'verified') {
      return this.fail(user, {
        status: 422,
        code: ErrorCode.KycVerificationFailed,
        message: KycErrorMessage.Registry,
        reason: (result.reason ?? 'Registry check failed.').slice(0, 200),
      });
    }

    const now = this.clock.now();
    const values = {
      aadhaarStatus: 'verified' as const,
      panStatus: 'verified' as const,
      aadhaarLast4: aadhaar.slice(-4),
      aadhaarHash,
      panCiphertext: this.crypto.encrypt(pan, `pan:${user.id}`),
      registryReference: result.reference.slice(0, 64),
      failureReason: null,
      verifiedAt: now,
    };
    let saved: KycRecordEntity;
    try {
      saved = await this.db.transaction(async (em) => {
        const record = await this.upsert(em, user.id, values);
        await em.update(UserEntity, { id: user.id }, { kycStatus: 'verified' });
        return record;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppException(409, ErrorCode.Conflict, KycErrorMessage.AadhaarTaken);
      throw error;
    }
    return { message: 'KYC verified successfully.', status: this.toStatus(user, 'verified', saved) };
  }

  /** Records a failed attempt (statuses failed, no number kept), then refuses the request. */
  private async fail(user: AuthenticatedUser, failure: Failure): Promise<never> {
    await this.db.transaction(async (em) => {
      await this.upsert(em, user.id, {
        aadhaarStatus: 'failed',
        panStatus: 'failed',
        aadhaarLast4: null,
        aadhaarHash: null,
        panCiphertext: null,
        registryReference: null,
        failureReason: failure.reason,
        verifiedAt: null,
      });
      await em.update(UserEntity, { id: user.id }, { kycStatus: 'failed' });
    });
    throw new AppException(failure.status, failure.code, failure.message, failure.errors ? { errors: failure.errors } : {});
  }

  private async upsert(
    em: EntityManager,
    userId: string,
    values: Omit<KycRecordEntity, 'userId' | 'attempts' | 'createdAt' | 'updatedAt'>,
  ): Promise<KycRecordEntity> {
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

  private toStatus(user: AuthenticatedUser, kycStatus: KycStatus, record: KycRecordEntity | null): KycStatusResponse {
    const item = (status: KycItemStatus | undefined): KycItemStatus => status ?? 'not_started';
    const verified = record?.aadhaarStatus === 'verified' && record.panStatus === 'verified';
    let panMasked: string | null = null;
    if (verified && record.panCiphertext) panMasked = maskPan(this.crypto.decrypt(record.panCiphertext, `pan:${user.id}`));
    return {
      kycStatus,
      aadhaar: { status: item(record?.aadhaarStatus), masked: verified && record.aadhaarLast4 ? maskAadhaarLast4(record.aadhaarLast4) : null },
      pan: { status: item(record?.panStatus), masked: panMasked },
      mobileOtp: { status: 'verified', phoneMasked: maskPhone(user.phone) },
      verifiedAt: verified && record.verifiedAt ? record.verifiedAt.toISOString() : null,
    };
  }
}
