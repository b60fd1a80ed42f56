import { Module } from '@nestjs/common';
import { SmsModule } from '../sms/sms.module.js';
import { DevController } from './dev.controller.js';

/** Imported by AppModule only outside production. */
@Module({ imports: [SmsModule], controllers: [DevController] })
export class DevModule {}
