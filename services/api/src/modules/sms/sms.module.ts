import { Module } from '@nestjs/common';
import { fieldCryptoProvider } from '../kyc/field-crypto.js';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import { SMS_SENDER } from './sms-sender.js';
import { SmsOutboxService } from './sms-outbox.service.js';
import { SmsOutboxSweepService } from './sms-outbox-sweep.service.js';

/**
 * SMS port. The outbox adapter is the only one today (development, test, and production until
 * a provider is chosen); swap the `useClass` for a provider adapter without touching callers. Outbox bodies are
 * sealed with the field key and deleted after an OTP's lifetime: no code is kept at rest in clear.
 */
@Module({
  providers: [
    { provide: SMS_SENDER, useClass: OutboxSmsSender },
    SmsOutboxService,
    SmsOutboxSweepService,
    fieldCryptoProvider,
  ],
  exports: [SMS_SENDER, SmsOutboxService],
})
export class SmsModule {}
