import { Module } from '@nestjs/common';
import { OtpModule } from '../otp/otp.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/** POST /api/contact: messages from OTP-verified phones. */
@Module({
  imports: [OtpModule, RateLimitModule],
  controllers: [ContactController],
  providers: [ContactService],
  exports: [ContactService],
})
export class ContactModule {}
