/**
 * Razorpay (the payment gateway, or RazorpayX for payouts and penny drops) could not be reached, timed out, or answered
 * a server error: nothing is known to have happened. Shared by payments, payouts, bank accounts and the RazorpayX adapter.
 */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}
