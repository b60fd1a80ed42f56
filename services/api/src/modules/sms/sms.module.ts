import { Module } from '@nestjs/common';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import { SMS_SENDER } from './sms-sender.js';
import { SmsOutboxService } from './sms-outbox.service.js';

/**
 * SMS port. The outbox adapter is the only one today (development, test, and production until
 * a provider is chosen); swap the `useClass` for a provider adapter without touching callers.
 */
@Module({
  providers: [{ provide: SMS_SENDER, useClass: OutboxSmsSender }, SmsOutboxService],
  exports: [SMS_SENDER, SmsOutboxService],
})
export class SmsModule {}
