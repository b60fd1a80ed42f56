import { hasErrorCode, isApiError, serverMessage } from '@invest/api';
import { ErrorCode } from '@invest/contracts';
import type { I18n } from '@invest/platform';

export interface FailureNotice {
  title: string;
  description: string;
  /** Where to go 2 s later, if anywhere. */
  redirectTo?: '/kyc' | '/kyc-verification';
}

/**
 * Product §8: the investment and payment error texts, in the page's language (`_`). The server's own explanation,
 * where it gives one, is shown as the API words it.
 */
export function failureNotice(step: 'investment' | 'payment', error: unknown, _: I18n['_']): FailureNotice {
  if (hasErrorCode(error, ErrorCode.AuthenticationRequired)) {
    return {
      title: _('payments.failure.registrationRequired'),
      description: step === 'investment' ? _('payments.failure.registerToInvest') : _('payments.failure.registerToPay'),
      redirectTo: '/kyc',
    };
  }
  if (hasErrorCode(error, ErrorCode.KycVerificationRequired)) {
    return {
      title: _('payments.failure.kycRequired'),
      description: step === 'investment' ? _('payments.failure.kycToProceed') : _('payments.failure.kycToPay'),
      redirectTo: '/kyc-verification',
    };
  }
  if (hasErrorCode(error, ErrorCode.BankAccountRequired)) {
    // No redirect: the page keeps the choice made here and links to the KYC step that adds the account.
    return { title: _('payments.failure.bankAccountRequired'), description: serverMessage(error) ?? _('payments.validation.bankAccountRequired') };
  }
  if (hasErrorCode(error, ErrorCode.ConsentRequired)) {
    // The page shows the acceptance of the terms again (a new version, or another tab's change).
    return { title: _('payments.failure.termsNotAccepted'), description: serverMessage(error) ?? _('payments.validation.termsRequired') };
  }
  if (hasErrorCode(error, ErrorCode.PaymentRefunded)) {
    // Captured but not kept (already paid, another amount): the server says why and that the money goes back.
    return { title: _('payments.failure.refunded'), description: serverMessage(error) ?? _('payments.failure.refundedDescription') };
  }
  return step === 'investment'
    ? { title: _('payments.failure.investmentFailed'), description: _('payments.failure.investmentFailedDescription') }
    : { title: _('payments.failure.paymentFailed'), description: _('payments.failure.paymentFailedDescription') };
}

/**
 * An answer the server stores against the Idempotency-Key (any 4xx): asking again with the same key only replays
 * it, so the next try needs a new key. No answer or a server fault (5xx) leaves the key for the retry.
 */
export function isFinalAnswer(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** Investing needs a verified bank account for the payouts (403 BANK_ACCOUNT_REQUIRED): the page links to /kyc. */
export function needsBankAccount(error: unknown): boolean {
  return hasErrorCode(error, ErrorCode.BankAccountRequired);
}

/** The server's explanation worth showing on the page (a refusal other than access), or null. */
export function serverExplanation(error: unknown): string | null {
  if (!isApiError(error) || !error.body) return null;
  if (hasErrorCode(error, ErrorCode.AuthenticationRequired) || hasErrorCode(error, ErrorCode.KycVerificationRequired)) return null;
  if (error.status >= 500 && error.body.code !== ErrorCode.GatewayUnavailable) return null;
  return error.body.message;
}

/** What the page shows of a refusal: a decline, or another problem (with a link to /kyc when it is the bank account). */
export interface Refusal {
  /** The server's message when the bank declined (the investment stays unpaid; a new attempt may follow). */
  declined: string | null;
  /** Another refusal the server explained (attempt limit, payment in progress, gateway down...). */
  problem: string | null;
  /** The refusal is the missing bank account: the problem links to the KYC step that adds it. */
  bankAccountRequired: boolean;
}

/** The refusal of `error`, with `fallback` as the explanation when the server gave none worth showing. */
export function refusalOf(error: unknown, fallback: string | null): Refusal {
  const declined = hasErrorCode(error, ErrorCode.PaymentDeclined) ? (serverExplanation(error) ?? fallback) : null;
  return { declined, problem: declined ? null : (serverExplanation(error) ?? fallback), bankAccountRequired: needsBankAccount(error) };
}
