import { Module } from '@nestjs/common';
import { Msg91SmsSender } from './msg91-sms-sender.js';
import { SMS_SENDER } from './sms-sender.js';

/**
 * SMS port, one adapter: MSG91. Development and the tests point it at the local stand-in (services/sandbox-identity),
 * which speaks the same API and keeps an inbox. OTP texts are never stored; the transactional texts are (modules/texts).
 */
@Module({
  providers: [{ provide: SMS_SENDER, useClass: Msg91SmsSender }],
  exports: [SMS_SENDER],
})
export class SmsModule {}
