import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { Db } from '../../database/db.js';
import { RateLimitBucketEntity } from './entities/rate-limit-bucket.entity.js';
import { decide, parseHits, type RateLimitRule } from './sliding-window.js';

export type RateLimitResult = { allowed: true } | { allowed: false; rule: RateLimitRule; retryAfterMs: number };

/**
 * Database-backed rate limits, so N API instances share the counts. All rules of one call
 * are checked together and a hit is recorded in every bucket only when all allow it.
 */
@Injectable()
export class RateLimitService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async consume(rules: RateLimitRule[]): Promise<RateLimitResult> {
    const now = this.clock.now();
    const ordered = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    // Make sure every bucket row exists, outside the transaction, so the row lock below never
    // has to lock a gap (two inserts racing under gap locks would deadlock on InnoDB).
    for (const rule of ordered) {
      await this.db.run((em) =>
        em
          .createQueryBuilder()
          .insert()
          .into(RateLimitBucketEntity)
          .values({ key: rule.key, hits: '[]', updatedAt: now })
          .orIgnore()
          .execute(),
      );
    }
    return this.db.transaction(async (em) => {
      const decisions = [];
      for (const rule of ordered) {
        const query = em.createQueryBuilder(RateLimitBucketEntity, 'bucket').where('bucket.key = :key', { key: rule.key });
        // Serialises concurrent requests on the same key across instances (sql.js: the Db mutex).
        if (this.db.supportsRowLocks) query.setLock('pessimistic_write');
        const bucket = await query.getOne();
        decisions.push({ rule, decision: decide(parseHits(bucket?.hits ?? '[]'), now.getTime(), rule) });
      }
      const refused = decisions
        .filter((entry) => !entry.decision.allowed)
        .sort((a, b) => b.decision.retryAfterMs - a.decision.retryAfterMs)[0];
      if (refused) return { allowed: false, rule: refused.rule, retryAfterMs: refused.decision.retryAfterMs };
      for (const { rule, decision } of decisions) {
        await em.update(RateLimitBucketEntity, { key: rule.key }, { hits: JSON.stringify(decision.hits), updatedAt: now });
      }
      return { allowed: true };
    });
  }
}
