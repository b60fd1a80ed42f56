/**
 * The payment gateway is Razorpay. Development, the e2e suites and the compose sandbox profile run the local
 * stand-in `services/sandbox-gateway`, which speaks the same REST API, checkout script and signed webhooks.
 * These are the stand-in's public, documented settings: they are not secrets and are refused in production
 * unless ALLOW_SANDBOX=true.
 */
export const SANDBOX_GATEWAY = {
  /** The stand-in's port under `npm start`. */
  port: 8090,
  /** Razorpay key id the stand-in accepts (Basic auth user, and the checkout's `key`). */
  keyId: 'rzp_test_sandbox',
  /** Razorpay key secret of the stand-in (Basic auth password; payment signatures). */
  keySecret: 'sandbox-key-secret-not-for-production',
  /** Secret the stand-in signs its webhooks with (X-Razorpay-Signature). */
  webhookSecret: 'sandbox-webhook-secret-not-for-production',
} as const;

/** Where the checkout script lives on Razorpay and on the stand-in (same path on both). */
export const RAZORPAY_CHECKOUT_SCRIPT_PATH = '/v1/checkout.js';
export const RAZORPAY_LIVE_API_URL = 'https://api.razorpay.com';
export const RAZORPAY_LIVE_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * RazorpayX (payouts and fund-account validation) on the same stand-in. The business account the payouts are debited
 * from is named by its account number on every payout and validation request.
 */
export const SANDBOX_PAYOUTS = {
  /** The RazorpayX business (current) account number the stand-in accepts. */
  businessAccountNumber: '2323230000000001',
} as const;

/**
 * The stand-in's documented payout test values (services/sandbox-gateway/README.md). Any other 9-18 digit account
 * validates as active in the name it was given, and its payouts are processed.
 */
export const SANDBOX_PAYOUT_TEST_VALUES = {
  /** The penny drop answers `invalid`: no such account. */
  invalidAccount: '000000000000',
  /** The penny drop answers `active`, registered to someone else (registeredName). */
  nameMismatchAccount: '111111111111',
  nameMismatchRegisteredName: 'RAVI KUMAR',
  /** Validates, but every payout to it is reversed by the beneficiary bank. */
  reversalAccount: '222222222222',
  /** A valid IFSC of the stand-in's examples (State Bank of India). */
  ifsc: 'SBIN0000300',
} as const;
