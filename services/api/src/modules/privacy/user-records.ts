import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { deleteRowsOfUser } from '../../database/rows-of-user.js';
import { BankAccountPersonalData } from '../bank-accounts/bank-account-personal-data.js';
import { IdempotencyPersonalData } from '../idempotency/idempotency-personal-data.js';
import { InvestmentPersonalData } from '../investments/investment-personal-data.js';
import { KycPersonalData } from '../kyc/kyc-personal-data.js';
import { LedgerPersonalData } from '../ledger/ledger-personal-data.js';
import { NomineePersonalData } from '../nominees/nominee-personal-data.js';
import { PaymentPersonalData } from '../payments/payment-personal-data.js';
import { PayoutPersonalData } from '../payouts/payout-personal-data.js';
import { SessionPersonalData } from '../session/session-personal-data.js';
import { TdsPersonalData } from '../tds/tds-personal-data.js';
import { TextPersonalData } from '../texts/text-personal-data.js';
import { ConsentRecordEntity } from './entities/consent-record.entity.js';
import { PrivacyEventEntity } from './entities/privacy-event.entity.js';
import { PrivacyRequestEntity } from './entities/privacy-request.entity.js';

/** One table holding rows of a user (a `user_id` column) and its owner's operation that deletes them. */
interface UserRows {
  table: string;
  /**
   * What the law makes us keep after an erasure: the financial records (the TDS deducted is on the payouts), the KYC
   * record, the Form 15G/15H declarations, and the requests themselves (retention-policy.ts says for how long).
   */
  keptAfterErasure: boolean;
  erase: (userId: string, manager: EntityManager) => Promise<number>;
}

/**
 * Every table that holds rows of one user, each deleted through its owner's operation inside the caller's transaction;
 * investments come last (payments, transactions and payouts refer to them), the users table itself is not included.
 * A table with a `user_id` column that is missing here stops the deletion (deleteUserRows): a new table is never left
 * behind unnoticed.
 */
@Injectable()
export class UserRecords {
  private readonly tables: readonly UserRows[];

  constructor(
    sessions: SessionPersonalData,
    payments: PaymentPersonalData,
    ledger: LedgerPersonalData,
    payouts: PayoutPersonalData,
    idempotency: IdempotencyPersonalData,
    kyc: KycPersonalData,
    bankAccounts: BankAccountPersonalData,
    nominees: NomineePersonalData,
    tds: TdsPersonalData,
    texts: TextPersonalData,
    investments: InvestmentPersonalData,
  ) {
    const own = (target: typeof PrivacyRequestEntity | typeof ConsentRecordEntity | typeof PrivacyEventEntity) => (userId: string, manager: EntityManager) =>
      deleteRowsOfUser(manager, target, userId);
    this.tables = [
      { table: 'sessions', keptAfterErasure: false, erase: (id, em) => sessions.erase(id, em) },
      { table: 'payments', keptAfterErasure: true, erase: (id, em) => payments.erasePayments(id, em) },
      { table: 'transactions', keptAfterErasure: true, erase: (id, em) => ledger.erase(id, em) },
      { table: 'payouts', keptAfterErasure: true, erase: (id, em) => payouts.erase(id, em) },
      { table: 'refunds', keptAfterErasure: false, erase: (id, em) => payments.eraseRefunds(id, em) },
      { table: 'privacy_requests', keptAfterErasure: true, erase: own(PrivacyRequestEntity) },
      { table: 'consent_records', keptAfterErasure: false, erase: own(ConsentRecordEntity) },
      { table: 'privacy_events', keptAfterErasure: false, erase: own(PrivacyEventEntity) },
      { table: 'idempotency_keys', keptAfterErasure: false, erase: (id, em) => idempotency.erase(id, em) },
      { table: 'kyc_records', keptAfterErasure: true, erase: (id, em) => kyc.eraseRecord(id, em) },
      { table: 'kyc_aadhaar_challenges', keptAfterErasure: false, erase: (id, em) => kyc.eraseChallenges(id, em) },
      { table: 'gateway_customers', keptAfterErasure: false, erase: (id, em) => payments.eraseGatewayCustomer(id, em) },
      { table: 'bank_accounts', keptAfterErasure: false, erase: (id, em) => bankAccounts.erase(id, em) },
      { table: 'nominees', keptAfterErasure: false, erase: (id, em) => nominees.erase(id, em) },
      { table: 'tds_declarations', keptAfterErasure: true, erase: (id, em) => tds.erase(id, em) },
      { table: 'text_outbox', keptAfterErasure: false, erase: (id, em) => texts.erase(id, em) },
      { table: 'investments', keptAfterErasure: true, erase: (id, em) => investments.erase(id, em) },
    ];
  }

  /** The tables this list deletes from, in order. */
  get tableNames(): readonly string[] {
    return this.tables.map((rows) => rows.table);
  }

  /**
   * Deletes the user's rows from every user-keyed table (only those the law does not keep after an erasure, with
   * `keepRetained`); answers how many rows went.
   */
  async deleteUserRows(manager: EntityManager, userId: string, keepRetained = false): Promise<number> {
    this.assertEveryTableListed(manager);
    let deleted = 0;
    for (const rows of this.tables) {
      if (keepRetained && rows.keptAfterErasure) continue;
      deleted += await rows.erase(userId, manager);
    }
    return deleted;
  }

  /** Every table with a `user_id` column but `users` must be in the list. */
  private assertEveryTableListed(manager: EntityManager): void {
    const listed = new Set(this.tableNames);
    const missing = manager.connection.entityMetadatas
      .filter((meta) => meta.tableName !== 'users' && meta.findColumnWithPropertyName('userId') !== undefined)
      .map((meta) => meta.tableName)
      .filter((table) => !listed.has(table));
    if (missing.length > 0) throw new Error(`user-keyed tables without an erasure operation: ${missing.join(', ')}`);
  }
}
