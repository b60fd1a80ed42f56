import { Injectable } from '@nestjs/common';
import { KycRecordStore } from './kyc-record-store.js';

/** The holder UIDAI's e-KYC confirmed: the name on the Aadhaar and the date of birth ('YYYY-MM-DD', null if none). */
export interface KycHolder {
  name: string;
  dateOfBirth: string | null;
}

/**
 * Who a verified user is, for other modules: the bank-account name match and the TDS senior-citizen threshold.
 * Null unless the user's KYC is verified (and, for accounts verified before the name was kept, null as well).
 */
@Injectable()
export class KycIdentity {
  constructor(private readonly records: KycRecordStore) {}

  async holderOf(userId: string): Promise<KycHolder | null> {
    const record = await this.records.find(userId);
    if (!record || record.aadhaarStatus !== 'verified' || record.panStatus !== 'verified') return null;
    return this.records.holderOf(userId, record);
  }

  /**
   * The verified PAN in clear, for the tax papers only: masked on the investor's certificate, whole in the quarterly
   * TDS return ops file (internal port). Null unless the KYC is verified.
   */
  async panOf(userId: string): Promise<string | null> {
    const record = await this.records.find(userId);
    if (!record || record.aadhaarStatus !== 'verified' || record.panStatus !== 'verified') return null;
    return this.records.panOf(userId, record) ?? null;
  }
}
