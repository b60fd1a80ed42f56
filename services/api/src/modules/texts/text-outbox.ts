import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { renderText, TEXT_TEMPLATES, type TextEvent } from '@invest/contracts';
import type { EntityManager } from 'typeorm';
import { TextOutboxEntity } from './entities/text-outbox.entity.js';

/** Variables that name a bank account: its last four digits, nothing more. */
const ACCOUNT_VARIABLES = new Set(['account', 'previous']);
/** The gateway's and the bank's references (pay_…, rfnd_…, a UTR): one word of letters and digits. */
const REFERENCE_VARIABLES = new Set(['reference', 'utr']);
/** In any other value: a PAN (five letters, four digits, a letter) or nine digits or more (an account or Aadhaar number). */
const FULL_IDENTIFIER = /[A-Z]{5}\d{4}[A-Z]|\d{9,}|\d{4} \d{4} \d{4}/i;

function allowed(name: string, value: string): boolean {
  if (ACCOUNT_VARIABLES.has(name)) return /^\d{4}$/.test(value);
  if (REFERENCE_VARIABLES.has(name)) return /^[A-Za-z0-9_-]{1,40}$/.test(value);
  return !FULL_IDENTIFIER.test(value);
}

export interface TextToSend {
  userId: string;
  event: TextEvent;
  /** Every variable of the event's template (TEXT_TEMPLATES), formatted as the phone shows it. */
  values: Readonly<Record<string, string>>;
  /** One text per event: e.g. `payout_paid:<payout id>`; enqueuing the same key again adds nothing. */
  dedupeKey: string;
  /** The event's time (the app's clock). */
  now: Date;
}

const logger = new Logger('TextOutbox');

/** Why these values cannot be texted (a missing variable, a full identifier), or null. */
export function refusalOf(event: TextEvent, values: Readonly<Record<string, string>>): string | null {
  for (const name of TEXT_TEMPLATES[event].variables) {
    const value = values[name];
    if (value === undefined || value === '') return `no value for ##${name}##`;
    if (!allowed(name, value)) return `##${name}## would carry a full identifier`;
  }
  return null;
}

/**
 * The transactional texts' outbox (modules/texts/README.md). `enqueue` writes one text in the caller's transaction,
 * the money event's own: it is sent after that transaction commits (TextDelivery), and only if it commits. It never
 * throws for the text's own sake (a refused value is logged and the text left out), so a text cannot reverse or
 * block its money event.
 */
export const TextOutbox = {
  async enqueue(em: EntityManager, text: TextToSend): Promise<void> {
    const refusal = refusalOf(text.event, text.values);
    if (refusal !== null) {
      logger.error(`Text ${text.event} (${text.dedupeKey}) not queued: ${refusal}.`);
      return;
    }
    if (await em.existsBy(TextOutboxEntity, { dedupeKey: text.dedupeKey })) return;
    const variables = Object.fromEntries(TEXT_TEMPLATES[text.event].variables.map((name) => [name, text.values[name] ?? '']));
    const row: TextOutboxEntity = {
      id: randomUUID(),
      userId: text.userId,
      event: text.event,
      dedupeKey: text.dedupeKey,
      variables: JSON.stringify(variables),
      body: renderText(TEXT_TEMPLATES[text.event].text, variables),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: text.now,
      claimToken: null,
      claimedAt: null,
      sentAt: null,
      providerRequestId: null,
      lastError: null,
      createdAt: text.now,
    };
    // The unique key is the last word when two transactions race for one event: the second adds nothing.
    await em.createQueryBuilder().insert().into(TextOutboxEntity).values(row).orIgnore().execute();
  },
};
