import { Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service.js';

/**
 * Sliding-window limits stored in the database (`rate_limit_buckets`, row-locked), not @nestjs/throttler: the throttler's
 * default storage is each process's memory, so N API instances would each allow the limit (the per-phone OTP limit
 * three times over behind three instances: test/scale-out.test.ts checks it holds across two). A shared throttler
 * storage would mean Redis, which this deployment does not run; the database is already shared. The rules also need
 * what the throttler does not give: several rules checked and counted together (a hit recorded only when all allow
 * it), keys of our choosing (phone, user, IPv6 /64) stored as HMACs, the injected Clock, and a peek without a hit
 * (lockouts).
 */
@Module({ providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule {}
