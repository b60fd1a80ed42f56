import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import { FieldCrypto } from '../../common/crypto/field-crypto.js';
import { Db } from '../../database/db.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { KycRecordEntity } from './entities/kyc-record.entity.js';

/**
 * At start-up, gives every verified record kept before PANs were hashed its `pan_hash` (the PAN is decrypted here,
 * never logged), so one PAN, one investor holds for them too. Two accounts found sharing a PAN keep theirs unset and are
 * named (by user id) for support to resolve. Idempotent: instances starting together each fill what is still unset.
 */
@Injectable()
export class KycPanHashBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger(KycPanHashBackfill.name);

  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const records = await this.db.run((em) =>
      em.find(KycRecordEntity, {
        where: { panStatus: 'verified', panHash: IsNull(), panCiphertext: Not(IsNull()) },
        select: { userId: true, panCiphertext: true },
      }),
    );
    for (const record of records) {
      if (!record.panCiphertext) continue;
      const panHash = this.crypto.lookupHash(this.crypto.decrypt(record.panCiphertext, `pan:${record.userId}`), 'pan');
      try {
        await this.db.run((em) =>
          em.createQueryBuilder().update(KycRecordEntity).set({ panHash }).where('user_id = :userId AND pan_hash IS NULL', { userId: record.userId }).execute(),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        this.logger.warn(
          { event: 'kyc.pan_shared', userId: record.userId },
          `KYC record of user ${record.userId} shares its PAN with another account: left for support.`,
        );
      }
    }
  }
}
