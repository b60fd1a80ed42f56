import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { AadhaarOtpChallengeEntity } from './entities/aadhaar-otp-challenge.entity.js';
import { KycRecordEntity } from './entities/kyc-record.entity.js';

/** What the Access download shows of the KYC record besides its status and holder (KycService, KycIdentity). */
export type KycRecordSummary = Pick<KycRecordEntity, 'attempts' | 'createdAt' | 'updatedAt'>;

/**
 * One person's `kyc_records` and `aadhaar_otp_challenges` rows for the privacy module (the Access download, erasure
 * and retention), inside the caller's transaction (its EntityManager). Dependency-free (provided by the privacy module).
 */
@Injectable()
export class KycPersonalData {
  /** The person's KYC record, or null. */
  recordOf(userId: string, manager: EntityManager): Promise<KycRecordSummary | null> {
    return manager.findOne(KycRecordEntity, { where: { userId } });
  }

  /** Whether the person's KYC record holds identity data (a verified check): the law keeps it after an erasure. */
  holdsVerifiedIdentity(userId: string, manager: EntityManager): Promise<boolean> {
    return manager.exists(KycRecordEntity, { where: { userId, verifiedAt: Not(IsNull()) } });
  }

  /**
   * A kept KYC record's Aadhaar and PAN hashes move out of the unique columns (kept beside them): they no longer
   * block a new account of the same person.
   */
  async detachIdentity(userId: string, manager: EntityManager): Promise<void> {
    const record = await manager.findOne(KycRecordEntity, { where: { userId } });
    if (!record?.aadhaarHash && !record?.panHash) return;
    await manager.update(
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

  /** Deletes the person's KYC record; answers how many rows went. */
  eraseRecord(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, KycRecordEntity, userId);
  }

  /** Deletes the person's Aadhaar OTP challenge. */
  eraseChallenges(userId: string, manager: EntityManager): Promise<number> {
    return deleteRowsOfUser(manager, AadhaarOtpChallengeEntity, userId);
  }

  /** Deletes every Aadhaar OTP challenge expired by `at` (they keep the Aadhaar and PAN encrypted). */
  async purgeExpiredChallenges(at: Date, manager: EntityManager): Promise<number> {
    return (await manager.delete(AadhaarOtpChallengeEntity, { expiresAt: LessThanOrEqual(at) })).affected ?? 0;
  }
}
