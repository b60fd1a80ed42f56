import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { maskPhone } from '../users/mask-phone.js';
import { SmsOutboxMessageEntity } from './entities/sms-outbox-message.entity.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

/** Development adapter: "sends" by writing to the sms_outbox table (read by GET /api/dev/sms-outbox). */
@Injectable()
export class OutboxSmsSender implements SmsSender {
  private readonly logger = new Logger(OutboxSmsSender.name);

  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.run((em) =>
      em.insert(SmsOutboxMessageEntity, { phone: message.phone, body: message.body, createdAt: this.clock.now() }),
    );
    // Never log the body: it carries the code.
    this.logger.log(`SMS written to the outbox for ${maskPhone(message.phone)}`);
  }
}
