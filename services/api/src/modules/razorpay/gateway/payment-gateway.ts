/** Injection token of the payment gateway port. */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** A gateway order: what the customer pays in the gateway's checkout. One per payment attempt. */
export interface GatewayOrder {
  id: string;
  /** Our deterministic reference for the attempt: `<investment id>:<attempt>`. */
  receipt: string;
  amountPaise: number;
  status: 'created' | 'attempted' | 'paid';
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';

/** A payment as the gateway reports it (never card numbers: only what it shows, e.g. the last four digits). */
export interface GatewayPayment {
  id: string;
  orderId: string;
  status: GatewayPaymentStatus;
  amountPaise: number;
  method: string;
  /** Masked: `VISA •••• 1111`, `ra***@okaxis` or the bank code. */
  instrument: string | null;
  /** The bank's or gateway's reason, for a failed payment. */
  failureReason: string | null;
}

export interface AutoPayRequest {
  customerId: string;
  maxAmountPaise: number;
  frequency: 'monthly' | 'as_presented';
  /** Unix seconds. */
  expireAt: number;
}

/**
 * Third-party validation (TPV): the investor's own bank account, sent with a net-banking or UPI order as Razorpay's
 * `bank_account`; the gateway takes the order's payment only from it. The number is in clear only in memory.
 */
export interface OrderBankAccount {
  accountNumber: string;
  /** The name the account is held in. */
  name: string;
  ifsc: string;
}

export interface CreateOrderRequest {
  receipt: string;
  amountPaise: number;
  notes: Record<string, string>;
  autoPay?: AutoPayRequest;
  bankAccount?: OrderBankAccount;
}

export type GatewayRefundStatus = 'pending' | 'processed' | 'failed';

/** A refund as the gateway reports it (Razorpay's refund entity, the fields we read). */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  /** Ours: `<gateway payment id>:<attempt>`. */
  receipt: string | null;
  status: GatewayRefundStatus;
}

export interface CreateRefundRequest {
  paymentId: string;
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}

export type UpiLookup = { exists: true; accountHolder: string } | { exists: false };

/** The port the payments domain talks to; the Razorpay adapter is its only implementation. */
export interface PaymentGateway {
  /** True while the gateway is a stand-in, not Razorpay itself. */
  readonly sandbox: boolean;
  readonly keyId: string;
  lookUpUpiId(upiId: string): Promise<UpiLookup>;
  createOrder(request: CreateOrderRequest): Promise<GatewayOrder>;
  /** The order created earlier for this receipt, if any (after a crash between creating it and recording it). */
  findOrderByReceipt(receipt: string): Promise<GatewayOrder | null>;
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** The gateway customer of a user (for UPI AutoPay mandates); the same contact gives the same customer. */
  ensureCustomer(customer: { name: string; contact: string }): Promise<string>;
  /** Refunds a captured payment (Razorpay's Refunds API, speed `normal`). */
  createRefund(request: CreateRefundRequest): Promise<GatewayRefund>;
  /** The refund of a payment made earlier with this receipt, if any (after a crash between creating it and recording it). */
  findRefundByReceipt(paymentId: string, receipt: string): Promise<GatewayRefund | null>;
  fetchRefund(refundId: string): Promise<GatewayRefund>;
  /** The checkout's handler signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature: HMAC-SHA256 of the raw webhook body with the webhook secret. */
  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean;
  /** The event of a (verified) webhook body and the payment it carries, if any. */
  parseWebhook(rawBody: Buffer): WebhookEvent;
}

export interface WebhookEvent {
  event: string;
  payment: GatewayPayment | null;
  /** The refund of a `refund.*` event. */
  refund: GatewayRefund | null;
}
