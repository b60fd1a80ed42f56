/** Value sets of the ledger's transaction lines (spec sections 3 and 4). */
/** A refund: money given back for a capture that was not kept (a credit). */
export type TransactionType = 'investment' | 'payout' | 'fee' | 'refund';
export type TransactionStatus = 'completed' | 'pending' | 'processing' | 'failed';
