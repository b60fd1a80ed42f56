import type { TextEvent } from '@invest/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../database/columns.js';

/**
 * Where one text stands: `pending` (to send, from `next_attempt_at`), `claimed` (a worker holds it until
 * `claimed_at` + the lease; nothing was posted yet), `sending` (the post to MSG91 is under way), `sent`, `failed`
 * (refused MAX_TEXT_ATTEMPTS times, or no phone), `unknown` (the post got no answer, or the worker stopped during it:
 * it may have reached the phone, so it is never posted again).
 */
export type TextStatus = 'pending' | 'claimed' | 'sending' | 'sent' | 'failed' | 'unknown';

/**
 * One transactional text (modules/texts/README.md), written in the transaction of its money event and delivered after
 * it by TextDelivery. Its variables and body carry no full account number, PAN or Aadhaar, and no phone: the phone is
 * the user's registered one, read when it is sent.
 */
@Entity({ name: 'text_outbox' })
export class TextOutboxEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  event: TextEvent;

  /** One text per event: e.g. `payout_paid:<payout id>` (unique). */
  @Column({ name: 'dedupe_key', type: 'varchar', length: 120, unique: true })
  dedupeKey: string;

  /** The template's variables, JSON. */
  @Column({ type: 'text' })
  variables: string;

  /** The text as the phone shows it (the template rendered). */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 16 })
  status: TextStatus;

  /** Posts made to MSG91 (or about to be). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(timestampColumn('next_attempt_at'))
  nextAttemptAt: Date;

  /** The claim's token: only its holder may post the text. */
  @Column({ name: 'claim_token', type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  @Column(timestampColumn('claimed_at', true))
  claimedAt: Date | null;

  @Column(timestampColumn('sent_at', true))
  sentAt: Date | null;

  /** MSG91's request id of the accepted post. */
  @Column({ name: 'provider_request_id', type: 'varchar', length: 64, nullable: true })
  providerRequestId: string | null;

  /** Why the last attempt failed (the provider's words, no number or text). */
  @Column({ name: 'last_error', type: 'varchar', length: 200, nullable: true })
  lastError: string | null;

  @Column(timestampColumn('created_at'))
  createdAt: Date;
}
