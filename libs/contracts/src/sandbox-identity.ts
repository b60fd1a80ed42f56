/**
 * SMS goes through MSG91 (its Flow "send SMS" API, a DLT-registered template and sender id) and KYC through Cashfree's
 * Verification API (Aadhaar OTP e-KYC, PAN with a name match). Development, the tests, the e2e suites and the compose
 * sandbox profile run the local stand-in `services/sandbox-identity`, which speaks both APIs. These are the stand-in's
 * public, documented settings: they are not secrets and are refused in production unless ALLOW_SANDBOX=true.
 */
export const SANDBOX_IDENTITY = {
  /** The stand-in's port under `npm start`. */
  port: 8091,
  /** MSG91 `authkey` header the stand-in accepts. */
  msg91AuthKey: 'sandbox-msg91-authkey-not-for-production',
  /** MSG91 Flow template id of the OTP text (the DLT-registered template on MSG91). */
  msg91TemplateId: 'sandbox-otp-template',
  /** MSG91 Flow template id of the Hindi OTP text (a separate DLT template, issue 33). */
  msg91HindiTemplateId: 'sandbox-otp-template-hi',
  /** DLT header (sender id) the texts come from. */
  msg91SenderId: 'SBXOTP',
  /** Cashfree `x-client-id` the stand-in accepts. */
  cashfreeClientId: 'CF_SANDBOX_CLIENT_ID',
  /** Cashfree `x-client-secret` the stand-in accepts. */
  cashfreeClientSecret: 'sandbox-cashfree-secret-not-for-production',
  /** `x-api-key` of the stand-in's gold price feed (GET /gold/v1/price). */
  goldPriceApiKey: 'sandbox-gold-price-key-not-for-production',
} as const;

/**
 * Market prices: mutual-fund NAVs from AMFI's NAV files (the history report of a day,
 * `/DownloadNAVHistoryReport_Po.aspx?frmdt=27-Nov-2026&todt=27-Nov-2026`, and the daily `/spages/NAVAll.txt`), and
 * a gold price per gram as JSON. The identity stand-in publishes both for the sandbox funds, moving day by day.
 */
export const AMFI_LIVE_URL = 'https://portal.amfiindia.com';

/** The live services: anything else is a stand-in (or the provider's own sandbox). */
export const MSG91_LIVE_API_URL = 'https://control.msg91.com';
export const CASHFREE_VERIFICATION_LIVE_API_URL = 'https://api.cashfree.com/verification';

/** Name of the OTP variable in the MSG91 template (`##otp##`). */
export const MSG91_OTP_VARIABLE = 'otp';

/**
 * The stand-in's documented test values (services/sandbox-identity/README.md). Aadhaar values are Verhoeff-valid so the
 * API's own format check lets them through to the provider.
 */
export const SANDBOX_IDENTITY_TEST_VALUES = {
  /** The Aadhaar OTP the stand-in accepts (any Aadhaar); every other 6 digits is "OTP entered is invalid". */
  aadhaarOtp: '111000',
  /** A wrong Aadhaar OTP. */
  wrongAadhaarOtp: '000111',
  /** Name on every sandbox Aadhaar record, and on every PAN but the name-mismatch one. */
  holderName: 'Asha Rao',
  /** Aadhaar numbers starting 9999 do not exist ("Invalid Aadhaar Card"). */
  invalidAadhaar: '9999 1234 5678',
  /** Aadhaar numbers starting 9000: the provider is down (500 "Unable to validate, please retry later"). */
  providerDownAadhaar: '9000 1234 5675',
  /** Aadhaar numbers starting 9001: the provider answers only after the stand-in's `slowResponseMs` (a timeout). */
  slowAadhaar: '9001 1234 5679',
  /** PAN whose digits are 0000 does not exist ("Invalid PAN"). */
  invalidPan: 'ABCPE0000F',
  /** PAN whose digits are 9999 belongs to someone else: the name does not match the Aadhaar holder's. */
  nameMismatchPan: 'ABCPE9999F',
  /** The holder's PAN, not linked to an Aadhaar (`aadhaar_seeding_status: 'R'`). */
  panNotLinked: 'ABCPE8888F',
  /** The holder's PAN, inoperative for want of the Aadhaar link (`pan_status: 'INOPERATIVE'`). */
  panInoperative: 'ABCPE7777F',
  /** Phone the stand-in's MSG91 refuses with a 500 (the SMS provider is down). */
  smsDownPhone: '6000000500',
  /** Phone the stand-in's MSG91 answers only after `slowResponseMs` (a timeout). */
  smsSlowPhone: '6000000504',
} as const;
