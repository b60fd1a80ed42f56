/**
 * How long each record is kept (the API README's "Data retention" table says the same, with the reasons).
 * The privacy sweep (privacy-sweep.service.ts) applies it every PRIVACY_SWEEP_INTERVAL_MS.
 */

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Calendar years as the law counts them, close enough for a daily sweep (365.25 days). */
const YEAR_MS = 365.25 * DAY_MS;

export const RETENTION = {
  /** One-time code rows: kept 30 days after the code expired (the export's OTP history, support questions), then deleted. */
  otpCodesAfterExpiryMs: 30 * DAY_MS,
  /** Rate-limit buckets: deleted once idle for a day (every window is an hour or less, so they count nothing by then). */
  rateLimitIdleMs: DAY_MS,
  /** Contact messages ("communications 3 years", product §3). */
  contactMessagesMs: 3 * YEAR_MS,
  /**
   * An erasure request is carried out this long after it was made (the spec promises resolution within 30 days), and
   * never while money is held for the person: then after the final payout is paid (money-held.ts). Until then the
   * account, its sign-in and its bank account stay.
   */
  erasureWaitingMs: 7 * DAY_MS,
  /**
   * KYC record of a closed (erased) account: 5 years after the relationship ended (RBI Master Direction - KYC, 2016,
   * section 46, and PMLA Rule 3: identification records for at least five years after the business relationship ends).
   */
  kycAfterClosureMs: 5 * YEAR_MS,
  /** Investments, payments, transactions and payouts of a closed account: 10 years after its last record (product §3). */
  financialRecordsMs: 10 * YEAR_MS,
  /**
   * Form 15G/15H declarations of a closed account: until 7 years after the end of the financial year they concern
   * (Income-tax Rules 1962, rule 29C: the payer keeps each declaration for seven years; this also outlasts the time
   * for assessing or reassessing that year, Income-tax Act s. 149). The TDS deducted is on the payouts, kept 10 years.
   */
  tdsDeclarationYearsAfterFinancialYear: 7,
} as const;

/** How often the sweep runs (expired sessions, old OTP rows, idle rate-limit rows, due erasures, retention ends). */
export const PRIVACY_SWEEP_INTERVAL_MS = 10 * 60_000;
