import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { BankAccountStatus, BankAccountView, IfscLookupResponse } from '@invest/contracts';
import { IsNull, Not } from 'typeorm';
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

/**
 * The `bank_accounts` rows of each user. The account number is sealed with FieldCrypto (additional data
 * `bank-account:<userId>`), with a keyed hash of `<ifsc>:<number>` for equality and the last four in clear; the names
 * are sealed too. At most one row per user is the payout destination (verified, not replaced).
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

  destination(userId: string): Promise<BankAccountEntity | null> {
    return this.db.run((em) => em.findOne(BankAccountEntity, { where: { userId, status: 'verified', replacedAt: IsNull() } }));
  }

  /** What the investor sees: the latest attempt, unless it failed while a verified account still takes the payouts. */
  async shown(userId: string): Promise<BankAccountEntity | null> {
    const latest = await this.latest(userId);
    if (latest?.status !== 'failed') return latest;
    return (await this.destination(userId)) ?? latest;
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
        replacedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      await em.insert(BankAccountEntity, row);
      return row;
    });
  }

  /**
   * Settles a verifying attempt once (a concurrent settle of the same row changes nothing). A verified account
   * replaces the previous destination in the same transaction.
   */
  async settle(row: BankAccountEntity, settlement: Settlement): Promise<BankAccountEntity> {
    const now = this.clock.now();
    return this.db.transaction(async (em) => {
      const registeredNameCiphertext = settlement.registeredName ? this.crypto.encrypt(settlement.registeredName, `bank-registered:${row.userId}`) : null;
      const verifiedAt = settlement.status === 'verified' ? now : null;
      const changed = await em.update(
        BankAccountEntity,
        { id: row.id, status: 'verifying' },
        { status: settlement.status, failureReason: settlement.failureReason, registeredNameCiphertext, verifiedAt, updatedAt: now },
      );
      if ((changed.affected ?? 0) > 0 && settlement.status === 'verified') {
        const previous = await em.findOne(BankAccountEntity, { where: { userId: row.userId, status: 'verified', replacedAt: IsNull(), id: Not(row.id) } });
        await em.update(
          BankAccountEntity,
          { userId: row.userId, status: 'verified', replacedAt: IsNull(), id: Not(row.id) },
          { replacedAt: now, updatedAt: now },
        );
        // A verified account replaced: the investor is told where the payouts now go.
        if (previous) {
          await TextOutbox.enqueue(em, {
            userId: row.userId,
            event: 'payout_account_changed',
            values: { account: row.last4, previous: previous.last4 },
            dedupeKey: `payout_account_changed:${row.id}`,
            now,
          });
        }
      }
      return (await em.findOne(BankAccountEntity, { where: { id: row.id } })) ?? row;
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
    };
  }
}
