import { createHmac, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ErrorBody, ErrorCode, IDEMPOTENCY_KEY_PATTERN } from '@invest/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';
import { canonicalJson } from './canonical-json.js';
import { IdempotencyKeyEntity } from './entities/idempotency-key.entity.js';

/** An answer of an idempotent endpoint: its HTTP status and body (an ErrorBody when status >= 400). */
export interface IdempotentAnswer<T> {
  status: number;
  body: T | ErrorBody;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

const KEY_REGEX = new RegExp(IDEMPOTENCY_KEY_PATTERN);
const POLL_MS = 40;
const WAIT_LIMIT_MS = 20_000;
/** A release that failed (database down) is retried every half second for ten minutes. */
const RELEASE_RETRY_MS = 500;
const RELEASE_ATTEMPTS = 1_200;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Exactly-once POSTs. The first request with a key claims a row (insert-or-ignore, then read back who owns
 * it); only the owner runs the work, and stores its answer. Requests with the same key and body wait for
 * that answer and replay it; the same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED).
 * Failures below 500 are answers too (a validation error or a decline replays); on a server fault the
 * claim is released so the client may retry with the same key.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run<T>(
    scope: string,
    userId: string,
    key: string | undefined,
    request: unknown,
    work: () => Promise<{ status: number; body: T | ErrorBody }>,
    /**
     * 'atomic' (default): the work and the stored answer commit in one transaction. 'outside': the work runs
     * outside any transaction (it calls an outside system and is idempotent by its own design) and its answer
     * is stored after it; a crash in between only means the retry runs the work again.
     */
    mode: 'atomic' | 'outside' = 'atomic',
  ): Promise<IdempotentAnswer<T>> {
    if (key === undefined) return { ...(await this.answerOf(work)), replayed: false };
    if (!KEY_REGEX.test(key)) {
      throw new AppException(400, ErrorCode.BadRequest, 'The Idempotency-Key header must be 1-128 letters, digits, "-", "_", ":" or ".".');
    }
    const requestHash = createHmac('sha256', this.config.sessionSecret)
      .update(`${scope}\n${canonicalJson(request)}`)
      .digest('hex');
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const owner = randomUUID();
      let row: IdempotencyKeyEntity;
      try {
        row = await this.claim(scope, userId, key, requestHash, owner);
      } catch (error) {
        // The database failed between our insert and the read-back: give back a claim we may hold.
        await this.release({ userId, scope, key, owner });
        throw error;
      }
      if (row.requestHash !== requestHash) {
        throw new AppException(
          422,
          ErrorCode.IdempotencyKeyReused,
          'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
        );
      }
      if (row.state === 'completed' && row.responseStatus !== null && row.responseBody !== null) {
        return { status: row.responseStatus, body: JSON.parse(row.responseBody) as T | ErrorBody, replayed: true };
      }
      if (row.owner === owner) return { ...(await this.execute(row, work, mode)), replayed: false };
      if (Date.now() > deadline) {
        throw new AppException(409, ErrorCode.Conflict, 'A request with this Idempotency-Key is still being processed. Please retry shortly.');
      }
      await sleep(POLL_MS);
    }
  }

  private async claim(scope: string, userId: string, key: string, requestHash: string, owner: string): Promise<IdempotencyKeyEntity> {
    const now = this.clock.now();
    await this.db.run((em) =>
      em
        .createQueryBuilder()
        .insert()
        .into(IdempotencyKeyEntity)
        .values({ userId, scope, key, requestHash, owner, state: 'in_progress', responseStatus: null, responseBody: null, createdAt: now, updatedAt: now })
        .orIgnore()
        .execute(),
    );
    const row = await this.db.run((em) => em.findOne(IdempotencyKeyEntity, { where: { userId, scope, key } }));
    // The owner released it (server fault) between our insert and read: claim again.
    return row ?? this.claim(scope, userId, key, requestHash, owner);
  }

  private async execute<T>(
    row: IdempotencyKeyEntity,
    work: () => Promise<{ status: number; body: T | ErrorBody }>,
    mode: 'atomic' | 'outside',
  ): Promise<{ status: number; body: T | ErrorBody }> {
    const where = { userId: row.userId, scope: row.scope, key: row.key, owner: row.owner };
    let answer: { status: number; body: T | ErrorBody };
    try {
      if (mode === 'outside') {
        answer = await work();
        await this.db.run((em) => em.update(IdempotencyKeyEntity, where, this.completed(answer)));
        return answer;
      }
      // The work and the stored answer commit together: no recorded-but-unanswered key.
      answer = await this.db.transaction(async (em) => {
        const result = await work();
        await em.update(IdempotencyKeyEntity, where, this.completed(result));
        return result;
      });
    } catch (error) {
      if (error instanceof AppException && error.getStatus() < 500) {
        const result = { status: error.getStatus(), body: error.body };
        try {
          await this.db.run((em) => em.update(IdempotencyKeyEntity, where, this.completed(result)));
        } catch (storeError) {
          await this.release(where);
          throw storeError;
        }
        return result;
      }
      await this.release(where);
      throw error;
    }
    return answer;
  }

  /**
   * Gives the key back after a server fault so the client may retry with it. Only an unfinished claim is
   * deleted (a commit that did happen keeps its answer). When the database is what failed, the release is
   * retried in the background until it goes through, so the key is not stuck "in progress" after recovery.
   */
  private async release(where: Pick<IdempotencyKeyEntity, 'userId' | 'scope' | 'key' | 'owner'>, attempt = 0): Promise<void> {
    try {
      await this.db.run((em) => em.delete(IdempotencyKeyEntity, { ...where, state: 'in_progress' }));
    } catch {
      if (attempt < RELEASE_ATTEMPTS) setTimeout(() => void this.release(where, attempt + 1), RELEASE_RETRY_MS).unref();
    }
  }

  private completed(result: { status: number; body: unknown }): Partial<IdempotencyKeyEntity> {
    return { state: 'completed', responseStatus: result.status, responseBody: JSON.stringify(result.body), updatedAt: this.clock.now() };
  }

  private async answerOf<T>(work: () => Promise<{ status: number; body: T | ErrorBody }>) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppException && error.getStatus() < 500) return { status: error.getStatus(), body: error.body };
      throw error;
    }
  }
}
