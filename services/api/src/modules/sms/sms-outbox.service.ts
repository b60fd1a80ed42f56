import { Injectable } from '@nestjs/common';
import type { SmsOutboxMessage } from '@invest/contracts';
import { Db } from '../../database/db.js';
import { FieldCrypto } from '../kyc/field-crypto.js';
import { openOutboxBody } from './outbox-crypto.js';
import { SmsOutboxMessageEntity } from './entities/sms-outbox-message.entity.js';

@Injectable()
export class SmsOutboxService {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
  ) {}

  /** The messages to this phone, newest first, opened (expired ones are deleted by SmsOutboxSweepService). */
  async listFor(phone: string, limit = 20): Promise<SmsOutboxMessage[]> {
    const rows = await this.db.run((em) =>
      em.find(SmsOutboxMessageEntity, { where: { phone }, order: { id: 'DESC' }, take: limit }),
    );
    return rows.flatMap((row) => {
      // A row sealed under another key (dev secrets recreated) cannot be read: it is left out.
      const body = openOutboxBody(this.crypto, row.phone, row.body);
      return body === undefined ? [] : [{ phone: row.phone, body, createdAt: row.createdAt.toISOString() }];
    });
  }
}
