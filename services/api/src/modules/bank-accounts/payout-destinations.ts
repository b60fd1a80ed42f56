import { Injectable } from '@nestjs/common';
import { BankAccountStore } from './bank-account-store.js';

/** Where a user's payouts go: the RazorpayX fund account of their verified bank account. */
export interface PayoutDestination {
  bankAccountId: string;
  fundAccountId: string;
  last4: string;
}

/**
 * The payout destination of a user now (the API's clock), for the payouts engine. The first verified account takes
 * payouts at once; a replacement only once its cooling-off has passed, the account it replaces taking them until then;
 * a failed or pending attempt never does. A reversed payout is retried when this answers another bank account than
 * the one it was reversed from.
 */
@Injectable()
export class PayoutDestinations {
  constructor(private readonly store: BankAccountStore) {}

  async verifiedFor(userId: string): Promise<PayoutDestination | null> {
    const account = await this.store.destination(userId);
    if (!account?.fundAccountId) return null;
    return { bankAccountId: account.id, fundAccountId: account.fundAccountId, last4: account.last4 };
  }
}
