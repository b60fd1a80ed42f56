import { Injectable } from '@nestjs/common';
import type { SmsOutboxMessage } from '@invest/contracts';
import { Db } from '../../database/db.js';
import { SmsOutboxMessageEntity } from './entities/sms-outbox-message.entity.js';

@Injectable()
export class SmsOutboxService {
  constructor(private readonly db: Db) {}

  /** The messages to this phone, newest first. */
  async listFor(phone: string, limit = 20): Promise<SmsOutboxMessage[]> {
    const rows = await this.db.run((em) =>
      em.find(SmsOutboxMessageEntity, { where: { phone }, order: { id: 'DESC' }, take: limit }),
    );
    return rows.map((row) => ({ phone: row.phone, body: row.body, createdAt: row.createdAt.toISOString() }));
  }
}
