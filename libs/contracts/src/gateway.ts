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
