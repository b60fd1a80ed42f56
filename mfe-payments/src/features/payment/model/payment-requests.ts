import type { CreateInvestmentRequest, NetBankingBank, PlanTerms, ProcessPaymentRequest } from '@invest/contracts';
import { hasTenureChoice, rateText } from './payment-rules.js';

/**
 * What our page collected; card details are typed only in the gateway's checkout. UPI sets up AutoPay only for an
 * investment that recurs (a monthly SIP); a lump sum is one UPI payment with no mandate.
 */
export type PaymentDetails = { method: 'upi'; upiId: string; autoPay: boolean } | { method: 'netbanking'; bank: NetBankingBank } | { method: 'card' };

/** The investment request of product §3 by plan id (its date is the attempt's, added when sent). */
export function investmentBody(payer: string, terms: PlanTerms, amount: number, duration: number): Omit<CreateInvestmentRequest, 'investmentDate'> {
  return {
    userId: payer,
    planId: terms.planId,
    amount,
    ...(hasTenureChoice(terms) ? { duration } : {}),
    // What the page showed: the server refuses them (422) if the plan changed meanwhile.
    productType: terms.productType,
    productName: terms.productName,
    ...(terms.returnRate === null ? {} : { returnRate: rateText(terms.returnRate) }),
  };
}

/** The payment request: what our page collected, never card details. */
export function paymentBody(
  payer: string,
  investmentId: string,
  amount: number,
  details: PaymentDetails,
  /** The terms' version the investor ticked on this page (until the current one is on record). */
  termsVersion?: string,
): ProcessPaymentRequest {
  return {
    investmentId,
    amount: String(amount),
    paymentMethod: details.method,
    userId: payer,
    ...(details.method === 'upi' ? { upiId: details.upiId, autoPay: details.autoPay } : {}),
    ...(details.method === 'netbanking' ? { bank: details.bank } : {}),
    ...(termsVersion ? { termsVersion } : {}),
  };
}
