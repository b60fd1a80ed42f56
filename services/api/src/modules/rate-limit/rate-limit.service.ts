import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { In, LessThan } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';
import { bucketClientIp } from './client-ip-bucket.js';
import { RateLimitBucketEntity } from './entities/rate-limit-bucket.entity.js';
import { decide, parseHits, type RateLimitRule } from './sliding-window.js';

export type RateLimitResult = { allowed: true } | { allowed: false; rule: RateLimitRule; retryAfterMs: number };

/**
 * Database-backed rate limits, so N API instances share the counts. All rules of one call
 * are checked together and a hit is recorded in every bucket only when all allow it.
 * A rule key names a phone, a user or a client address; the row is keyed by its HMAC (no phone number or address
 * in clear at rest), with IPv6 addresses counted per /64 (see client-ip-bucket.ts).
 */
@Injectable()
export class RateLimitService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The stored key of a rule key: HMAC-SHA256 with the OTP pepper, hex (every instance computes the same). */
  storageKey(key: string): string {
    return createHmac('sha256', this.config.otpPepper)
      .update(`rate-limit:${bucketClientIp(key)}`)
      .digest('hex');
  }

  /** Whether `rule` would refuse a hit now, without recording one (e.g. is a lockout in force). */
  async peek(rule: RateLimitRule): Promise<RateLimitResult> {
    const bucket = await this.db.run((em) => em.findOne(RateLimitBucketEntity, { where: { key: this.storageKey(rule.key) } }));
    const decision = decide(parseHits(bucket?.hits ?? '[]'), this.clock.now().getTime(), rule);
    return decision.allowed ? { allowed: true } : { allowed: false, rule, retryAfterMs: decision.retryAfterMs };
  }

  async consume(rules: RateLimitRule[]): Promise<RateLimitResult> {
    const now = this.clock.now();
    const ordered = rules.map((rule) => ({ rule, stored: this.storageKey(rule.key) })).sort((a, b) => (a.stored < b.stored ? -1 : a.stored > b.stored ? 1 : 0));
    // Make sure every bucket row exists, outside the transaction, so the row lock below never
    // has to lock a gap (two inserts racing under gap locks would deadlock on InnoDB).
    for (const { stored } of ordered) {
      await this.db.run((em) =>
        em.createQueryBuilder().insert().into(RateLimitBucketEntity).values({ key: stored, hits: '[]', updatedAt: now }).orIgnore().execute(),
      );
    }
    return this.db.transaction(async (em) => {
      const decisions = [];
      for (const { rule, stored } of ordered) {
        const query = em.createQueryBuilder(RateLimitBucketEntity, 'bucket').where('bucket.key = :key', { key: stored });
        // Serialises concurrent requests on the same key across instances (sql.js: the Db mutex).
        if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
        const bucket = await query.getOne();
        decisions.push({ rule, stored, decision: decide(parseHits(bucket?.hits ?? '[]'), now.getTime(), rule) });
      }
      const refused = decisions.filter((entry) => !entry.decision.allowed).sort((a, b) => b.decision.retryAfterMs - a.decision.retryAfterMs)[0];
      if (refused) return { allowed: false, rule: refused.rule, retryAfterMs: refused.decision.retryAfterMs };
      for (const { stored, decision } of decisions) {
        await em.update(RateLimitBucketEntity, { key: stored }, { hits: JSON.stringify(decision.hits), updatedAt: now });
      }
      return { allowed: true };
    });
  }

  /** Deletes the buckets of these rule keys (an erased phone number's counts); answers how many. */
  async forget(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const stored = keys.map((key) => this.storageKey(key));
    const result = await this.db.run((em) => em.delete(RateLimitBucketEntity, { key: In(stored) }));
    return result.affected ?? 0;
  }

  /** Deletes the buckets with no hit since `cutoff` (they count nothing once every window is shorter); answers how many. */
  async purgeIdleSince(cutoff: Date): Promise<number> {
    const result = await this.db.run((em) => em.delete(RateLimitBucketEntity, { updatedAt: LessThan(cutoff) }));
    return result.affected ?? 0;
  }
}
