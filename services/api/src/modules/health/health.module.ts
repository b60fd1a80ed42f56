import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { OutsideSystemHealthIndicator } from './outside-system.health.js';

/**
 * GET /api/health on @nestjs/terminus. terminus logs nothing here: the answer says what is down, and the requests that
 * meet a database outage log it themselves (a line per probe would flood the log while the e2e suites poll).
 */
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [HealthService, OutsideSystemHealthIndicator],
})
export class HealthModule {}
