import type { TransactionStatus, TransactionType } from './ledger-types.js';

/** One line of an investor's ledger (a row of `transactions`), as other modules write and read it. */
export interface LedgerLine {
  id: string;
  userId: string;
  investmentId: string;
  paymentId: string | null;
  type: TransactionType;
  status: TransactionStatus;
  /** Always positive; the sign shown to the user follows from `type` (investments negative). */
  amountPaise: number;
  description: string | null;
  createdAt: Date;
}
