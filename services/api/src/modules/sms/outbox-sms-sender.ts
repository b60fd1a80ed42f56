import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { FieldCrypto } from '../kyc/field-crypto.js';
import { maskPhone } from '../users/mask-phone.js';
import { sealOutboxBody } from './outbox-crypto.js';
import { SmsOutboxMessageEntity } from './entities/sms-outbox-message.entity.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

/**
 * Development adapter: "sends" by writing to the sms_outbox table (read by GET /api/dev/sms-outbox). The body is
 * stored sealed (it carries the code) and the row is deleted once the code's lifetime is over (SmsOutboxSweepService).
 */
@Injectable()
export class OutboxSmsSender implements SmsSender {
  private readonly logger = new Logger(OutboxSmsSender.name);

  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.run((em) =>
      em.insert(SmsOutboxMessageEntity, {
        phone: message.phone,
        body: sealOutboxBody(this.crypto, message.phone, message.body),
        createdAt: this.clock.now(),
      }),
    );
    // Never log the body: it carries the code.
    this.logger.log(`SMS written to the outbox for ${maskPhone(message.phone)}`);
  }
}
