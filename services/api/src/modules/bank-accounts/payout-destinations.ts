import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Db } from '../../database/db.js';
import { BankAccountEntity } from './entities/bank-account.entity.js';

/** Where a user's payouts go: the RazorpayX fund account of their verified bank account. */
export interface PayoutDestination {
  bankAccountId: string;
  fundAccountId: string;
  last4: string;
}

/**
 * The payout destination of a user, for the payouts engine. A newly verified account replaces the previous one; a
 * failed or pending attempt never does. A reversed payout is retried when this answers another bank account than the
 * one it was reversed from.
 */
@Injectable()
export class PayoutDestinations {
  constructor(private readonly db: Db) {}

  async verifiedFor(userId: string): Promise<PayoutDestination | null> {
    const account = await this.db.run((em) => em.findOne(BankAccountEntity, { where: { userId, status: 'verified', replacedAt: IsNull() } }));
    if (!account?.fundAccountId) return null;
    return { bankAccountId: account.id, fundAccountId: account.fundAccountId, last4: account.last4 };
  }
}
