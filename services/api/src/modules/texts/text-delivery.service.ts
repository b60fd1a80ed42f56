import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Language, renderText, TEXT_TEMPLATES_BY_LANGUAGE } from '@invest/contracts';
import { LessThanOrEqual } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { PeriodicSweep } from '../../common/jobs/periodic-sweep.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { Db } from '../../database/db.js';
import { backoffMs } from '../payments/sweep-backoff.js';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender.js';
import { UsersService } from '../users/users.service.js';
import { TextOutboxEntity, type TextStatus } from './entities/text-outbox.entity.js';

export const TEXT_SWEEP_INTERVAL_MS = 10_000;
/** How long a claim holds a text; a claim older than this was abandoned before its post (a worker stopped). */
export const TEXT_CLAIM_LEASE_MS = 2 * 60_000;
/** Refusals by MSG91 before a text is given up (`failed`). */
export const MAX_TEXT_ATTEMPTS = 8;
const BATCH = 50;

/** A text this worker holds: only the claim's token may post it. */
export interface TextClaim {
  row: TextOutboxEntity;
  token: string;
}

/** What one post came to. */
export type PostResult = { kind: 'accepted'; requestId: string } | { kind: 'refused'; reason: string } | { kind: 'unknown'; reason: string };

/**
 * Sends the transactional texts written by the money events (TextOutbox), never twice, across any number of API
 * instances (modules/texts/README.md):
 * 1. claim: a conditional UPDATE moves a due `pending` text (or a `claimed` one whose lease ran out) to `claimed`
 *    with this pass's token; one worker wins it.
 * 2. just before the post, `claimed` → `sending` (same token, attempts + 1): from here the text may reach the phone.
 * 3. MSG91's answer: accepted → `sent` (its request id); refused, or no connection at all → `pending` again after a
 *    backoff (1, 2, 4 … minutes), `failed` after MAX_TEXT_ATTEMPTS; no answer → `unknown`, never posted again.
 * A worker stopped between 1 and 2 leaves a `claimed` text that the next pass after the lease sends; one stopped
 * during the post leaves it `sending`, which the next pass after the lease marks `unknown` (MSG91's Flow API has no
 * idempotency key: sending it again could text the investor twice). Money events never wait for any of this.
 */
@Injectable()
export class TextDelivery extends PeriodicSweep {
  private readonly log = new Logger(TextDelivery.name);

  constructor(
    private readonly db: Db,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UsersService,
  ) {
    super(new Logger(TextDelivery.name), TEXT_SWEEP_INTERVAL_MS, 'Sent {count} text(s) through MSG91.', 'Text delivery');
  }

  protected sweepOnce(): Promise<number> {
    return this.deliverDue();
  }

  /** One pass: settles abandoned posts, claims what is due and sends it; answers how many texts MSG91 accepted. */
  async deliverDue(): Promise<number> {
    await this.settleAbandoned();
    let sent = 0;
    for (const claim of await this.claimDue()) {
      if ((await this.deliver(claim)) === 'sent') sent += 1;
    }
    return sent;
  }

  /** Step 1: the due texts this pass wins, oldest first. */
  async claimDue(): Promise<TextClaim[]> {
    const now = this.clock.now();
    const leaseEnd = new Date(now.getTime() - TEXT_CLAIM_LEASE_MS);
    const due = await this.db.run((em) =>
      em.find(TextOutboxEntity, {
        where: [
          { status: 'pending', nextAttemptAt: LessThanOrEqual(now) },
          { status: 'claimed', claimedAt: LessThanOrEqual(leaseEnd) },
        ],
        order: { nextAttemptAt: 'ASC', id: 'ASC' },
        take: BATCH,
      }),
    );
    const token = randomUUID();
    const claims: TextClaim[] = [];
    for (const row of due) {
      const query = this.db.run((em) => {
        const update = em
          .createQueryBuilder()
          .update(TextOutboxEntity)
          .set({ status: 'claimed', claimToken: token, claimedAt: now })
          .where('id = :id AND status = :status', { id: row.id, status: row.status });
        return (row.claimToken === null ? update.andWhere('claim_token IS NULL') : update.andWhere('claim_token = :old', { old: row.claimToken })).execute();
      });
      if ((await query).affected === 1) claims.push({ row: { ...row, status: 'claimed', claimToken: token, claimedAt: now }, token });
    }
    return claims;
  }

  /**
   * Steps 2 and 3 for one claimed text, in the investor's language (read when it is sent, like the phone); answers
   * where it ended (null: the claim was lost to another worker).
   */
  async deliver(claim: TextClaim): Promise<TextStatus | null> {
    const recipient = await this.recipientOf(claim.row.userId);
    if (recipient === null) {
      await this.finish(claim, 'claimed', { status: 'failed', lastError: 'The user has no registered phone.' });
      return 'failed';
    }
    const language = this.sms.sendsIn(recipient.language);
    if (!(await this.startSending(claim, language))) return null;
    return this.record(claim, await this.post(claim, recipient.phone, language));
  }

  /**
   * Step 2: `claimed` → `sending`, attempts + 1, the body now the text in the language it goes out in (what the phone
   * shows, and GET /api/texts); false when the claim was lost (its lease ran out and another took it).
   */
  async startSending(claim: TextClaim, language: Language): Promise<boolean> {
    const variables = JSON.parse(claim.row.variables) as Record<string, string>;
    const body = renderText(TEXT_TEMPLATES_BY_LANGUAGE[language][claim.row.event].text, variables);
    const started = await this.db.run((em) =>
      em
        .createQueryBuilder()
        .update(TextOutboxEntity)
        .set({ status: 'sending', attempts: () => 'attempts + 1', claimedAt: this.clock.now(), body })
        .where('id = :id AND status = :claimed AND claim_token = :token', { id: claim.row.id, claimed: 'claimed', token: claim.token })
        .execute(),
    );
    return started.affected === 1;
  }

  /** The post itself: MSG91's Flow API with the event's template in `language` and its variables. */
  async post(claim: TextClaim, phone: string, language: Language): Promise<PostResult> {
    const variables = JSON.parse(claim.row.variables) as Record<string, string>;
    try {
      return { kind: 'accepted', requestId: await this.sms.send({ phone, template: claim.row.event, language, variables }) };
    } catch (error) {
      if (error instanceof ProviderUnavailableError && error.delivery !== 'no_answer') return { kind: 'refused', reason: error.message };
      return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Step 3: where the post leaves the text. */
  async record(claim: TextClaim, result: PostResult): Promise<TextStatus | null> {
    const attempts = claim.row.attempts + 1;
    if (result.kind === 'accepted') {
      return this.finish(claim, 'sending', { status: 'sent', sentAt: this.clock.now(), providerRequestId: result.requestId.slice(0, 64), lastError: null });
    }
    const lastError = result.reason.slice(0, 200);
    if (result.kind === 'unknown') {
      this.log.warn(`Text ${claim.row.id} (${claim.row.event}): no answer from MSG91 (${lastError}); it may have reached the phone and is not sent again.`);
      return this.finish(claim, 'sending', { status: 'unknown', lastError });
    }
    if (attempts >= MAX_TEXT_ATTEMPTS) {
      this.log.error(`Text ${claim.row.id} (${claim.row.event}) refused ${attempts} times: given up (${lastError}).`);
      return this.finish(claim, 'sending', { status: 'failed', lastError });
    }
    const nextAttemptAt = new Date(this.clock.now().getTime() + backoffMs(attempts - 1));
    this.log.warn(`Text ${claim.row.id} (${claim.row.event}) attempt ${attempts} refused (${lastError}); tried again at ${nextAttemptAt.toISOString()}.`);
    return this.finish(claim, 'sending', { status: 'pending', nextAttemptAt, claimToken: null, claimedAt: null, lastError });
  }

  /** Texts left `sending` longer than the lease (their worker stopped during the post): `unknown`, never posted again. */
  private async settleAbandoned(): Promise<void> {
    const leaseEnd = new Date(this.clock.now().getTime() - TEXT_CLAIM_LEASE_MS);
    const abandoned = await this.db.run((em) =>
      em
        .createQueryBuilder()
        .update(TextOutboxEntity)
        .set({ status: 'unknown', lastError: 'The worker stopped while MSG91 was being asked.' })
        .where('status = :sending AND claimed_at <= :leaseEnd', { sending: 'sending', leaseEnd })
        .execute(),
    );
    if ((abandoned.affected ?? 0) > 0) this.log.warn(`${abandoned.affected} text(s) stopped during their post: may have reached the phone, not sent again.`);
  }

  private async finish(claim: TextClaim, from: TextStatus, changes: Partial<TextOutboxEntity>): Promise<TextStatus | null> {
    const done = await this.db.run((em) =>
      em
        .createQueryBuilder()
        .update(TextOutboxEntity)
        .set(changes)
        .where('id = :id AND status = :from AND claim_token = :token', { id: claim.row.id, from, token: claim.token })
        .execute(),
    );
    return done.affected === 1 ? (changes.status ?? null) : null;
  }

  private async recipientOf(userId: string): Promise<{ phone: string; language: Language } | null> {
    const recipient = await this.users.textRecipient(userId);
    return recipient && /^[6-9]\d{9}$/.test(recipient.phone) ? recipient : null;
  }
}
