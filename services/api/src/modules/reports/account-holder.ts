import { Injectable } from '@nestjs/common';
import { maskPan } from '../kyc/identity-rules.js';
import { KycIdentity } from '../kyc/kyc-identity.js';
import type { Deductee } from './tax-papers-format.js';

/** What a statement or tax paper says before the KYC is verified. */
export const HOLDER_NOT_ON_RECORD = { name: '-', maskedPan: 'Not on record' } as const;

/**
 * The investor as the statements and tax papers name them: the KYC holder's name (Aadhaar e-KYC) and the PAN masked
 * as the KYC status shows it ('ABCPEXXXXF'). The clear PAN never leaves this class; nothing here is logged.
 */
@Injectable()
export class AccountHolder {
  constructor(private readonly identity: KycIdentity) {}

  async of(userId: string): Promise<Deductee> {
    const [pan, holder] = await Promise.all([this.identity.panOf(userId), this.identity.holderOf(userId)]);
    return { name: holder?.name ?? HOLDER_NOT_ON_RECORD.name, maskedPan: pan ? maskPan(pan) : HOLDER_NOT_ON_RECORD.maskedPan };
  }
}
