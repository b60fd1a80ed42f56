import { Injectable } from '@nestjs/common';
import type { BankAccountView } from '@invest/contracts';
import { BankAccountStore } from './bank-account-store.js';

/** Every bank account a user added (oldest first), as they may see them (last four only): for the Access download. */
@Injectable()
export class BankAccountRecords {
  constructor(private readonly store: BankAccountStore) {}

  async of(userId: string): Promise<BankAccountView[]> {
    return (await this.store.all(userId)).map((row) => this.store.view(row));
  }
}
