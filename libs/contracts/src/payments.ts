/**
 * Payment (product §2 "Payment", product §3 "Payment payload", product §5 and §9). Amounts are rupees on the wire.
 */
import { addMonths } from './payout-schedule.js';

export const PAYMENT_METHODS = ['upi', 'netbanking', 'card', 'cash'] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHODS)[number];

/** Net banking choices (product §9). */
export const NET_BANKING_BANKS = ['SBI', 'HDFC', 'ICICI', 'Axis', 'Kotak', 'PNB', 'Canara', 'Bank of Baroda', 'IDBI', 'Other'] as const;
export type NetBankingBank = (typeof NET_BANKING_BANKS)[number];

/** Product §9: minimums per method and the flat processing fee, in rupees. */
export const PAYMENT_LIMITS = {
  minimumAmount: 10_000,
  cashMinimumAmount: 5_00_000,
  processingFee: 330,
} as const;

/** Product §5: UPI ID = 2-256 of letters, digits, dot, hyphen, underscore; @; 2-64 letters. */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$';

/** Product §5 wording, shared by the page and the API. */
export const PaymentValidationMessage = {
  UpiId: 'Please enter a valid UPI ID (e.g., yourname@paytm, yourname@phonepe)',
  CardNumber: 'Please enter a valid card number',
  CardExpiry: 'Please enter a valid expiry date (MM/YY).',
  CardExpired: 'This card has expired.',
  CardCvv: 'Please enter a valid CVV.',
  CardHolder: 'Please enter the card holder name.',
  Bank: 'Please select your bank.',
  NoProduct: 'Please select a product from the Products page first.',
  Minimum: 'The minimum investment is ₹10,000.',
  CashMinimum: 'Cash payments are accepted for ₹5,00,000 (₹5 lakhs) or more only.',
  CashOffline: 'Cash payments are arranged over WhatsApp and are not processed online.',
  UpiNotValidated: 'Please validate your UPI ID and set up AutoPay first.',
  /** AutoPay asked for an investment that does not recur: a lump sum is paid once, with no mandate. */
  AutoPayNotRecurring: 'AutoPay is for investments that recur (a monthly SIP). A lump sum is paid once by UPI, with no mandate.',
  /** The UPI ID's bank account is held in another name than the KYC holder's (payments come only from the investor's own accounts). */
  UpiNotOwn: 'This UPI ID is registered in another name. Payments can only come from your own accounts: please use a UPI ID linked to your bank account.',
  /**
   * Net banking or UPI asked for without a verified bank account (403 BANK_ACCOUNT_REQUIRED): the gateway is told the
   * investor's own account and takes these payments only from it (third-party validation).
   */
  OwnAccountRequired:
    'Net banking and UPI payments are taken only from your own verified bank account. Add and verify your bank account (KYC step 3, Bank Details) first, or pay by card.',
  /** The gateway refused a net-banking or UPI payment made from another account than the investor's verified one. */
  NotOwnAccount:
    'Payments must come from your own verified bank account: this payment was made from another account. Please pay again from your verified account.',
} as const;

/**
 * Sandbox gateway test values (development and tests; documented in services/sandbox-gateway/README.md, the local
 * Razorpay stand-in that acts on them). Any other valid, unexpired card or well-formed UPI ID is approved.
 */
export const SANDBOX_TEST_VALUES = {
  /** Card number the sandbox declines (insufficient funds). */
  declinedCardNumber: '4000000000000002',
  /** Card number the sandbox approves. */
  approvedCardNumber: '4111111111111111',
  /** UPI ID the sandbox declines at payment; the bank holds it in the sandbox KYC holder's name (Asha Rao). */
  declinedUpiId: 'decline@okaxis',
  /** UPI ID the sandbox reports as not found at validation. */
  unknownUpiId: 'unknown@okaxis',
  /** Card number of a slow bank: the payment stays `authorized` for `slowCaptureMs`, then is captured. */
  slowCardNumber: '4000000000000119',
  /** How long the slow bank takes by default (the stand-in's `slowCaptureMs`). */
  slowCaptureMs: 5000,
  /**
   * A UPI ID the sandbox approves, held in the sandbox KYC holder's name (the account holder name of any other ID is
   * derived from it: 'rahul.kumar@okaxis' is Rahul Kumar's).
   */
  approvedUpiId: 'asha.rao@okaxis',
  approvedUpiName: 'Asha Rao',
  /** Someone else's UPI ID: the bank holds it for Rahul Kumar, so the sandbox investor (Asha Rao) may not pay from it. */
  otherPersonUpiId: 'rahul.kumar@okaxis',
  otherPersonUpiName: 'Rahul Kumar',
  /** The sandbox's message for the declined card. */
  declinedCardMessage: 'Your payment was declined by the bank (insufficient funds).',
  /**
   * Third-party validation: a bank account that is not the investor's. In the stand-in's checkout, net banking and UPI
   * of an order that names the investor's account (`bank_account`) pay from that account by default; choosing this one
   * ("Pay from": another account) fails the payment as Razorpay does (`reason: 'bank_account_validation_failed'`).
   */
  otherBankAccountNumber: '60000000000017',
  /** The stand-in's description of that failure (the API shows the investor its own message instead). */
  bankAccountMismatchMessage: 'The payment was made from a bank account other than the one registered with the business.',
  /** The sandbox's net-banking page: the button that captures and the one that fails the payment. */
  netBankingSuccessButton: 'Success',
  netBankingFailureButton: 'Failure',
  /** Card number whose payments' refunds fail (`refund.failed`); a refund note `sandbox_refund: 'fail'` does the same. */
  refundFailsCardNumber: '4000000000000036',
  /** Card number whose payments' refunds stay `pending` for `slowRefundMs`; a note `sandbox_refund: 'slow'` does the same. */
  slowRefundCardNumber: '4000000000000044',
  /** How long a refund stays `pending` by default (the stand-in's `refundProcessingMs`). */
  refundProcessingMs: 500,
  /** How long a slow refund stays `pending` by default (the stand-in's `slowRefundMs`). */
  slowRefundMs: 600_000,
} as const;

/**
 * POST /api/payments/process (Idempotency-Key: one per purchase attempt, reused on every retry of it).
 * Commits a payment intent and creates the gateway order for it; the browser then opens the gateway's hosted
 * checkout with `checkout`. Card numbers are typed only into that checkout: they never reach our servers.
 */
export interface ProcessPaymentRequest {
  investmentId: string;
  /** The investment amount in rupees, as a string ('100000'); the fee is added by the server. */
  amount: string;
  paymentMethod: PaymentMethodValue;
  userId: string;
  /** UPI: the validated UPI ID, passed to the gateway's checkout. */
  upiId?: string;
  /** Net banking: the bank chosen on our page, passed to the gateway's checkout. */
  bank?: NetBankingBank;
  /** UPI: set up an AutoPay mandate (required for a SIP). */
  autoPay?: boolean;
  /**
   * The version of the Terms & Conditions and Risk Disclosure the investor ticked (TERMS_VERSION): needed until the
   * current version is accepted (400 CONSENT_REQUIRED), recorded with the payment intent.
   */
  termsVersion?: string;
}

/** The version of the Terms & Conditions and Risk Disclosure (/terms, /risk-disclosure) an investor accepts before paying. */
export const TERMS_VERSION = '2026-11';

/** The payment page's acceptance of the terms (first payment, and again after a new version). */
export const TermsMessage = {
  /** POST /api/payments/process before the current version is accepted (400 CONSENT_REQUIRED). */
  Required: 'Please accept the Terms & Conditions and the Risk Disclosure to pay.',
} as const;

/** Years a UPI AutoPay mandate runs: the API sets it up so (payments.service), from the India day it is set up. */
export const AUTOPAY_MANDATE_YEARS = 10;

/**
 * The India day a UPI AutoPay mandate set up on `startDate` ('YYYY-MM-DD', India) ends: the API's one computation,
 * shown on the payment page and sent to the gateway as the end of that India day (`endOfIndiaDay`).
 */
export function autoPayValidUntil(startDate: string): string {
  return addMonths(startDate, AUTOPAY_MANDATE_YEARS * 12);
}

/** UPI AutoPay mandate terms shown on the page and sent to the gateway (Razorpay recurring payments). */
export interface AutoPayMandate {
  customerId: string;
  /** Rupees: the most one debit may take. */
  maxAmount: number;
  frequency: 'monthly' | 'as_presented';
  /** ISO date the mandate ends. */
  validUntil: string;
}

/** What the browser passes to the gateway's checkout script (Razorpay Standard Checkout options). */
export interface GatewayCheckout {
  gateway: 'razorpay';
  /** Razorpay key id (public). */
  keyId: string;
  orderId: string;
  /** Paise (the gateway's unit): investment amount + fee. */
  amountPaise: number;
  currency: 'INR';
  /** Merchant name shown in the checkout. */
  name: string;
  description: string;
  method: 'upi' | 'netbanking' | 'card';
  /** `vpa` is added by the page (the UPI ID it validated); the server's answer never carries it. */
  prefill: { method: 'upi' | 'netbanking' | 'card'; vpa?: string; bank?: string };
  /** Set when the payment also sets up UPI AutoPay. */
  autoPay: AutoPayMandate | null;
  /** True while the gateway is the local stand-in (the page shows "Sandbox payments"). */
  sandbox: boolean;
}

export interface ProcessPaymentResponse {
  message: string;
  /** Our payment id (the intent). */
  paymentId: string;
  /** 1 for the first attempt on this investment, 2 for the next... */
  attempt: number;
  status: 'created';
  checkout: GatewayCheckout;
}

/**
 * POST /api/payments/verify: what the checkout handed back (Razorpay's handler response), or only the order id
 * after a failure or a lost callback. The server checks the signature, asks the gateway, and settles.
 */
export interface VerifyPaymentRequest {
  investmentId: string;
  razorpay_order_id: string;
  razorpay_payment_id?: string;
  razorpay_signature?: string;
}

export interface PaymentReceipt {
  id: string;
  investmentId: string;
  method: PaymentMethodValue;
  status: 'completed' | 'failed' | 'processing';
  amount: number;
  fee: number;
  total: number;
  /** Masked: `ra***@okaxis`, a bank name, or `VISA •••• 1111` as the gateway reports it. */
  instrument: string | null;
  /** The gateway's payment id. */
  gatewayReference: string | null;
  createdAt: string;
}

/** 200: the payment is captured and the investment is active (the same answer however often it is asked). */
export interface PaymentCompletedResponse {
  status: 'completed';
  message: string;
  payment: PaymentReceipt;
  investment: { id: string; status: 'active' };
  /** How many payouts were scheduled. */
  payoutsScheduled: number;
}

/** 202: the bank has not confirmed yet; ask again (the webhook or the sweep settles it meanwhile). */
export interface PaymentProcessingResponse {
  status: 'processing';
  message: string;
  paymentId: string;
}

export type VerifyPaymentResponse = PaymentCompletedResponse | PaymentProcessingResponse;

/** POST /api/payments/upi/validate */
export interface UpiValidateRequest {
  upiId: string;
}

export interface UpiValidateResponse {
  valid: true;
  upiId: string;
  /** Name the bank holds for the ID (sandbox: derived from the ID). */
  accountHolder: string;
}
