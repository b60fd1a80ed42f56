/**
 * Payment (spec 2 "Payment", spec 3 "Payment payload", spec 5 and 9). Amounts are rupees on the wire.
 */

export const PAYMENT_METHODS = ['upi', 'netbanking', 'card', 'cash'] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHODS)[number];

/** Net banking choices (spec 9). */
export const NET_BANKING_BANKS = ['SBI', 'HDFC', 'ICICI', 'Axis', 'Kotak', 'PNB', 'Canara', 'Bank of Baroda', 'IDBI', 'Other'] as const;
export type NetBankingBank = (typeof NET_BANKING_BANKS)[number];

/** Spec 9: minimums per method and the flat processing fee, in rupees. */
export const PAYMENT_LIMITS = {
  minimumAmount: 10_000,
  cashMinimumAmount: 5_00_000,
  processingFee: 330,
} as const;

/** Spec 5: UPI ID = 2-256 of letters, digits, dot, hyphen, underscore; @; 2-64 letters. */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$';

/** Spec 5 wording, shared by the page and the API. */
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
} as const;

/**
 * Sandbox gateway test values (development and tests; documented in the API's README of the payments module).
 * Any other valid card or UPI ID is approved.
 */
export const SANDBOX_TEST_VALUES = {
  /** Card number the sandbox declines (insufficient funds). */
  declinedCardNumber: '4000000000000002',
  /** Card number the sandbox approves. */
  approvedCardNumber: '4111111111111111',
  /** UPI ID the sandbox declines at payment. */
  declinedUpiId: 'decline@okaxis',
  /** UPI ID the sandbox reports as not found at validation. */
  unknownUpiId: 'unknown@okaxis',
} as const;

export interface CardDetails {
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
  holder: string;
}

/** POST /api/payments/process */
export interface ProcessPaymentRequest {
  investmentId: string;
  /** The investment amount in rupees, as a string ('100000'); the fee is added by the server. */
  amount: string;
  paymentMethod: PaymentMethodValue;
  userId: string;
  upiId?: string;
  bank?: NetBankingBank;
  cardDetails?: CardDetails;
}

export interface PaymentReceipt {
  id: string;
  investmentId: string;
  method: PaymentMethodValue;
  status: 'completed' | 'failed';
  amount: number;
  fee: number;
  total: number;
  /** Masked: `ra***@okaxis`, a bank name, or `VISA •••• 1111`. */
  instrument: string | null;
  gatewayReference: string | null;
  createdAt: string;
}

export interface ProcessPaymentResponse {
  message: string;
  payment: PaymentReceipt;
  investment: { id: string; status: 'active' };
  /** How many payouts were scheduled. */
  payoutsScheduled: number;
}

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
