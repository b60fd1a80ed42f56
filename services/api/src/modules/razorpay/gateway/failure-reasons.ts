import { PaymentValidationMessage } from '@invest/contracts';

/**
 * Razorpay's `error_reason` when a net-banking or UPI payment of an order with `bank_account` came from another
 * account (third-party validation).
 */
export const TPV_MISMATCH_REASON = 'bank_account_validation_failed';

/**
 * What a failed payment tells the investor: the gateway's description, except where ours says it better. A payment
 * from another account than the verified one says that payments must come from the investor's own account.
 */
export function failureReasonOf(reason: string | null, description: string | null): string | null {
  if (reason === TPV_MISMATCH_REASON) return PaymentValidationMessage.NotOwnAccount;
  return description;
}
