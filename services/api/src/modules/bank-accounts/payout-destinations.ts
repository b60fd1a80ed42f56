import { Injectable } from '@nestjs/common';
import { FieldCrypto } from '../../common/crypto/field-crypto.js';
import { BankAccountStore } from './bank-account-store.js';

/** Where a user's payouts go: the RazorpayX fund account of their verified bank account. */
export interface PayoutDestination {
  bankAccountId: string;
  fundAccountId: string;
  last4: string;
}

/**
 * The same verified account as the one payments must come from (third-party validation): its number in clear, for
 * the gateway order only. Never logged, stored or answered; dropped with the request.
 */
export interface OwnBankAccount {
  accountNumber: string;
  /** The name the bank holds it in (from the penny drop), else the holder name the investor typed. */
  name: string;
  ifsc: string;
  last4: string;
}

/**
 * The payout destination of a user now (the API's clock), for the payouts engine. The first verified account takes
 * payouts at once; a replacement only once its cooling-off has passed, the account it replaces taking them until then;
 * a failed or pending attempt never does. A reversed payout is retried when this answers another bank account than
 * the one it was reversed from. Payments by net banking and UPI are taken only from this same account (during a
 * change's cooling-off, the account on file, not the incoming one).
 */
@Injectable()
export class PayoutDestinations {
  constructor(
    private readonly store: BankAccountStore,
    private readonly crypto: FieldCrypto,
  ) {}

  async verifiedFor(userId: string): Promise<PayoutDestination | null> {
    const account = await this.store.destination(userId);
    if (!account?.fundAccountId) return null;
    return { bankAccountId: account.id, fundAccountId: account.fundAccountId, last4: account.last4 };
  }

  /** The payout destination's number, IFSC and name (decrypted in memory), for a gateway order's `bank_account`. */
  async ownAccountOf(userId: string): Promise<OwnBankAccount | null> {
    const account = await this.store.destination(userId);
    if (!account?.fundAccountId) return null;
    const name = account.registeredNameCiphertext
      ? this.crypto.decrypt(account.registeredNameCiphertext, `bank-registered:${userId}`)
      : this.crypto.decrypt(account.holderNameCiphertext, `bank-holder:${userId}`);
    return { accountNumber: this.crypto.decrypt(account.accountCiphertext, `bank-account:${userId}`), name, ifsc: account.ifsc, last4: account.last4 };
  }
}
