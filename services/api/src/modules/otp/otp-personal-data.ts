import { Injectable } from '@nestjs/common';
import { type EntityManager, LessThan } from 'typeorm';
import { OtpCodeEntity } from './entities/otp-code.entity.js';

/** A code sent to a phone, as the Access download reads it (never its hash). */
export type OtpCodeSummary = Pick<OtpCodeEntity, 'purpose' | 'createdAt' | 'expiresAt' | 'attempts' | 'verifiedAt'>;

/**
 * The `otp_codes` rows of one phone number for the privacy module (the Access download, erasure, retention), inside
 * the caller's transaction (its EntityManager). Dependency-free (provided by the privacy module).
 */
@Injectable()
export class OtpPersonalData {
  /** The codes sent to `phone`, oldest first. */
  codesOf(phone: string, manager: EntityManager): Promise<OtpCodeSummary[]> {
    return manager.find(OtpCodeEntity, { where: { phone }, order: { createdAt: 'ASC' } });
  }

  /** Deletes the codes sent to `phone`. */
  async eraseByPhone(phone: string, manager: EntityManager): Promise<void> {
    await manager.delete(OtpCodeEntity, { phone });
  }

  /** Deletes every code that expired before `before`; answers how many. */
  async purgeExpiredBefore(before: Date, manager: EntityManager): Promise<number> {
    return (await manager.delete(OtpCodeEntity, { expiresAt: LessThan(before) })).affected ?? 0;
  }
}
