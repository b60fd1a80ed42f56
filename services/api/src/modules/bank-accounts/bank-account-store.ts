import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type BankAccountStatus, type BankAccountView, type IfscLookupResponse, istDateTime, PAYOUT_ACCOUNT_COOLING_OFF_HOURS } from '@invest/contracts';
import { type EntityManager, In, IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { FieldCrypto } from '../../common/crypto/field-crypto.js';
import { Db } from '../../database/db.js';
import { TextOutbox } from '../texts/text-outbox.js';
import type { NormalisedBankAccount } from './bank-account-rules.js';
import { BankAccountEntity } from './entities/bank-account.entity.js';

/** A new attempt: the account as typed (normalised), its branch, what the gateway created and where it stands. */
export interface NewAttempt {
  account: NormalisedBankAccount;
  branch: IfscLookupResponse;
  contactId: string | null;
  fundAccountId: string | null;
  validationId: string | null;
  status: BankAccountStatus;
  failureReason: string | null;
}

/** Where a penny drop ended: verified, or failed with the reason the investor sees. */
export interface Settlement {
  status: 'verified' | 'failed';
  failureReason: string | null;
  registeredName: string | null;
}

const SUPERSEDED = 'A newer bank account was submitted.';
const COOLING_OFF_MS = PAYOUT_ACCOUNT_COOLING_OFF_HOURS * 60 * 60_000;

/** The verified row payouts go to at `now`: its `payouts_from` has come, its `replaced_at` has not. */
function destinationIn(em: EntityManager, userId: string, now: Date): Promise<BankAccountEntity | null> {
  const taking = { userId, status: 'verified' as const, payoutsFrom: LessThanOrEqual(now) };
  return em.findOne(BankAccountEntity, {
    where: [
      { ...taking, replacedAt: IsNull() },
      { ...taking, replacedAt: MoreThan(now) },
    ],
  });
}

/** A verified replacement in its cooling-off at `now` (not yet taking payouts, not called off). */
function incomingIn(em: EntityManager, userId: string, now: Date): Promise<BankAccountEntity | null> {
  return em.findOne(BankAccountEntity, { where: { userId, status: 'verified', payoutsFrom: MoreThan(now), replacedAt: IsNull() } });
}

/**
 * The `bank_accounts` rows of each user. The account number is sealed with FieldCrypto (additional data
 * `bank-account:<userId>`), with a keyed hash of `<ifsc>:<number>` for equality and the last four in clear; the names
 * are sealed too. At most one row per user is the payout destination at any instant, and at most one more is the
 * replacement in its cooling-off (PAYOUT_ACCOUNT_COOLING_OFF_HOURS), which takes over when it ends.
 */
@Injectable()
export class BankAccountStore {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  latest(userId: string): Promise<BankAccountEntity | null> {
    return this.db.run((em) => em.findOne(BankAccountEntity, { where: { userId }, order: { attempt: 'DESC' } }));
  }

  /** Every attempt, oldest first. */
  all(userId: string): Promise<BankAccountEntity[]> {
    return this.db.run((em) => em.find(BankAccountEntity, { where: { userId }, order: { attempt: 'ASC' } }));
  }

  /** The account payouts go to now. */
  destination(userId: string): Promise<BankAccountEntity | null> {
    return this.db.run((em) => destinationIn(em, userId, this.clock.now()));
  }

  /** The replacement in its cooling-off, if a change is under way. */
  incoming(userId: string): Promise<BankAccountEntity | null> {
    return this.db.run((em) => incomingIn(em, userId, this.clock.now()));
  }

  /**
   * What the investor sees: an attempt being confirmed, else the replacement in its cooling-off, else the account
   * payouts go to, else the latest (failed) attempt.
   */
  async shown(userId: string): Promise<BankAccountEntity | null> {
    const latest = await this.latest(userId);
    if (!latest || latest.status === 'verifying') return latest;
    return (await this.incoming(userId)) ?? (await this.destination(userId)) ?? latest;
  }

  /** The user's RazorpayX contact, once one was created. */
  async contactOf(userId: string): Promise<string | null> {
    const row = await this.db.run((em) => em.findOne(BankAccountEntity, { where: { userId, contactId: Not(IsNull()) }, order: { attempt: 'DESC' } }));
    return row?.contactId ?? null;
  }

  accountHash(account: Pick<NormalisedBankAccount, 'accountNumber' | 'ifsc'>): string {
    return this.crypto.lookupHash(`${account.ifsc}:${account.accountNumber}`, 'bank-account');
  }

  /** Records the next attempt; an older one still verifying is abandoned (only the latest is followed up). */
  async record(userId: string, attempt: NewAttempt): Promise<BankAccountEntity> {
    const now = this.clock.now();
    return this.db.transaction(async (em) => {
      const last = await em.findOne(BankAccountEntity, { where: { userId }, order: { attempt: 'DESC' } });
      await em.update(BankAccountEntity, { userId, status: 'verifying' }, { status: 'failed', failureReason: SUPERSEDED, updatedAt: now });
      const row: BankAccountEntity = {
        id: randomUUID(),
        userId,
        attempt: (last?.attempt ?? 0) + 1,
        status: attempt.status,
        accountCiphertext: this.crypto.encrypt(attempt.account.accountNumber, `bank-account:${userId}`),
        accountHash: this.accountHash(attempt.account),
        last4: attempt.account.accountNumber.slice(-4),
        ifsc: attempt.account.ifsc,
        bankName: attempt.branch.bank.slice(0, 100),
        branch: attempt.branch.branch ? attempt.branch.branch.slice(0, 150) : null,
        holderNameCiphertext: this.crypto.encrypt(attempt.account.holderName, `bank-holder:${userId}`),
        registeredNameCiphertext: null,
        failureReason: attempt.failureReason,
        contactId: attempt.contactId,
        fundAccountId: attempt.fundAccountId,
        validationId: attempt.validationId,
        verifiedAt: null,
        payoutsFrom: null,
        replacedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      await em.insert(BankAccountEntity, row);
      return row;
    });
  }

  /**
   * Settles a verifying attempt once (a concurrent settle of the same row changes nothing), in one transaction. The
   * first verified account takes payouts at once. One verified while another takes them is a change: it takes them
   * from the end of the cooling-off, the current one keeps them until that same instant, and a replacement still in
   * its own cooling-off is called off (it never took a payout). A change queues the `payout_account_changed` text in
   * the same transaction (sent after the commit, never blocking or undoing the change).
   */
  async settle(row: BankAccountEntity, settlement: Settlement): Promise<BankAccountEntity> {
    const now = this.clock.now();
    return this.db.transaction(async (em) => {
      const registeredNameCiphertext = settlement.registeredName ? this.crypto.encrypt(settlement.registeredName, `bank-registered:${row.userId}`) : null;
      const verified = settlement.status === 'verified';
      const replacing = verified ? await destinationIn(em, row.userId, now) : null;
      const payoutsFrom = verified ? new Date(now.getTime() + (replacing ? COOLING_OFF_MS : 0)) : null;
      const changed = await em.update(
        BankAccountEntity,
        { id: row.id, status: 'verifying' },
        {
          status: settlement.status,
          failureReason: settlement.failureReason,
          registeredNameCiphertext,
          verifiedAt: verified ? now : null,
          payoutsFrom,
          updatedAt: now,
        },
      );
      if ((changed.affected ?? 0) > 0 && verified) {
        // Another change still cooling off: called off now, it never took a payout.
        const keep = replacing ? [row.id, replacing.id] : [row.id];
        await em.update(
          BankAccountEntity,
          { userId: row.userId, status: 'verified', replacedAt: IsNull(), id: Not(In(keep)) },
          { replacedAt: now, updatedAt: now },
        );
        if (replacing && payoutsFrom) {
          await em.update(BankAccountEntity, { id: replacing.id }, { replacedAt: payoutsFrom, updatedAt: now });
          // The change is texted from the outbox once this commits (modules/texts): one text per new account.
          await TextOutbox.enqueue(em, {
            userId: row.userId,
            event: 'payout_account_changed',
            values: { account: row.last4, previous: replacing.last4, from: istDateTime(payoutsFrom) },
            dedupeKey: `payout_account_changed:${row.id}`,
            now,
          });
        }
      }
      return (await em.findOne(BankAccountEntity, { where: { id: row.id } })) ?? row;
    });
  }

  /**
   * Calls a change off during its cooling-off: the replacement never takes payouts (replaced now), the account that
   * takes them keeps them. Answers that account, or null when no change was under way.
   */
  async callOffChange(userId: string): Promise<BankAccountEntity | null> {
    const now = this.clock.now();
    return this.db.transaction(async (em) => {
      const [destination, incoming] = [await destinationIn(em, userId, now), await incomingIn(em, userId, now)];
      if (!destination || !incoming) return null;
      await em.update(BankAccountEntity, { id: incoming.id, replacedAt: IsNull() }, { replacedAt: now, updatedAt: now });
      await em.update(BankAccountEntity, { id: destination.id }, { replacedAt: null, updatedAt: now });
      return { ...destination, replacedAt: null, updatedAt: now };
    });
  }

  view(row: BankAccountEntity): BankAccountView {
    return {
      status: row.status,
      last4: row.last4,
      ifsc: row.ifsc,
      bankName: row.bankName,
      branch: row.branch,
      holderName: this.crypto.decrypt(row.holderNameCiphertext, `bank-holder:${row.userId}`),
      failureReason: row.status === 'failed' ? row.failureReason : null,
      verifiedAt: row.verifiedAt ? row.verifiedAt.toISOString() : null,
      // A change called off during its cooling-off never took a payout.
      payoutsFrom:
        row.status === 'verified' && row.payoutsFrom && !(row.replacedAt && row.replacedAt <= row.payoutsFrom) ? row.payoutsFrom.toISOString() : null,
    };
  }
}
