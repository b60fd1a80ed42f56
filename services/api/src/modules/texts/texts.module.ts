import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { TextDelivery } from './text-delivery.service.js';
import { TextsController } from './texts.controller.js';
import { UsersModule } from '../users/users.module.js';

/**
 * Transactional texts (README.md here): the money events write them with TextOutbox.enqueue in their own transaction,
 * TextDelivery sends them through MSG91, GET /api/texts lists the ones sent to the investor.
 */
@Module({
  imports: [SessionModule, SmsModule, UsersModule],
  controllers: [TextsController],
  providers: [TextDelivery],
  exports: [TextDelivery],
})
export class TextsModule {}
