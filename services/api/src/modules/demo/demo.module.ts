import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { DemoCleanupService } from './demo-cleanup.service.js';
import { DemoController } from './demo.controller.js';
import { DemoService } from './demo.service.js';

@Module({
  imports: [RateLimitModule],
  controllers: [DemoController],
  providers: [DemoService, DemoCleanupService],
})
export class DemoModule {}
