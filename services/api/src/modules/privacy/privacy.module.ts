import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module.js';
import { SessionModule } from '../session/session.module.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyService } from './privacy.service.js';

/** /api/privacy: requests, consent records, privacy events and the Access download (signed-in users). */
@Module({
  imports: [ContactModule, SessionModule],
  controllers: [PrivacyController],
  providers: [PrivacyService],
})
export class PrivacyModule {}
