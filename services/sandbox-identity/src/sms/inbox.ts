/** One text the stand-in "delivered", as the phone would show it. */
export interface InboxMessage {
  phone: string;
  sender: string;
  templateId: string;
  body: string;
  receivedAt: string;
}

const PER_PHONE = 20;
const MAX_PHONES = 10_000;
const KEEP_MS = 60 * 60_000;

/**
 * The phones' inboxes, in memory: the newest 20 texts per phone, none older than an hour, at most 10,000 phones
 * (the phone written longest ago goes first). Nothing is written to disk.
 */
export class Inbox {
  private readonly byPhone = new Map<string, InboxMessage[]>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  deliver(message: InboxMessage): void {
    const kept = this.fresh(message.phone);
    this.byPhone.delete(message.phone);
    this.byPhone.set(message.phone, [message, ...kept].slice(0, PER_PHONE));
    if (this.byPhone.size > MAX_PHONES) {
      const oldest = this.byPhone.keys().next().value;
      if (oldest !== undefined) this.byPhone.delete(oldest);
    }
  }

  /** Newest first. */
  list(phone: string): InboxMessage[] {
    return this.fresh(phone);
  }

  private fresh(phone: string): InboxMessage[] {
    const cutoff = this.now() - KEEP_MS;
    return (this.byPhone.get(phone) ?? []).filter((message) => Date.parse(message.receivedAt) >= cutoff);
  }
}
