import { Module } from '@nestjs/common';
import { IdempotencyCleanupService } from './idempotency-cleanup.service.js';
import { IdempotencyService } from './idempotency.service.js';

@Module({ providers: [IdempotencyService, IdempotencyCleanupService], exports: [IdempotencyService] })
export class IdempotencyModule {}
