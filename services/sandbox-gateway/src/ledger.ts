/**
 * The stand-in's state, in memory only: orders, payments, customers and UPI AutoPay tokens, and RazorpayX's side
 * (payout-ledger.ts). A restart forgets everything (it is a stand-in, not a bank).
 */
import {
  type CustomerRecord,
  type OrderEntity,
  type OrderRecord,
  type PaymentEntity,
  type PaymentRecord,
  type TokenRecord,
  orderEntity,
  paymentEntity,
} from './entities.ts';
import { PayoutLedger, type SandboxPayoutLedger } from './payout-ledger.ts';
import { type RefundEntity, type RefundRecord, type RefundStatus, refundEntity } from './refund-entities.ts';

/** What was charged for one receipt, across every order created with it (GET /_sandbox/charges). */
export interface ChargeSummary {
  receipt: string;
  /** Ids of the orders with this receipt, oldest first. */
  orders: string[];
  /** Captured payments across those orders. */
  captured: number;
  /** Failed payments across those orders. */
  failed: number;
  /** Every refund of those payments, oldest first: how many were made, of what, and where they stand. */
  refunds: Array<{ id: string; payment_id: string; amount: number; receipt: string | null; status: RefundStatus }>;
}

/** The read-only view of the ledger that `startSandboxGateway` hands to in-process tests. */
export interface SandboxLedger extends SandboxPayoutLedger {
  charges(receipt: string): ChargeSummary;
  order(id: string): OrderEntity | undefined;
  /**
   * The `bank_account` an order was created with (third-party validation), as given; null when none, undefined for an
   * unknown order. Razorpay does not answer it on the order entity, so only in-process tests read it here.
   */
  orderBankAccount(id: string): { account_number: string; name: string; ifsc: string } | null | undefined;
  payment(id: string): PaymentEntity | undefined;
  paymentsOfOrder(orderId: string): PaymentEntity[];
  refund(id: string): RefundEntity | undefined;
  refundsOfPayment(paymentId: string): RefundEntity[];
}

export interface OrderQuery {
  receipt?: string;
  from?: number;
  to?: number;
  count: number;
  skip: number;
}

export class Ledger {
  readonly #orders = new Map<string, OrderRecord>();
  readonly #payments = new Map<string, PaymentRecord>();
  readonly #customers = new Map<string, CustomerRecord>();
  readonly #tokens = new Map<string, TokenRecord>();
  readonly #refunds = new Map<string, RefundRecord>();
  /** RazorpayX: contacts, fund accounts, validations and payouts. */
  readonly razorpayx = new PayoutLedger();

  addOrder(order: OrderRecord): void {
    this.#orders.set(order.id, order);
  }

  order(id: string): OrderRecord | undefined {
    return this.#orders.get(id);
  }

  /** Newest first, as Razorpay lists them. */
  orders(query: OrderQuery): OrderRecord[] {
    return [...this.#orders.values()]
      .filter((order) => query.receipt === undefined || order.receipt === query.receipt)
      .filter((order) => query.from === undefined || order.createdAt >= query.from)
      .filter((order) => query.to === undefined || order.createdAt <= query.to)
      .reverse()
      .slice(query.skip, query.skip + query.count);
  }

  addPayment(payment: PaymentRecord): void {
    this.#payments.set(payment.id, payment);
  }

  payment(id: string): PaymentRecord | undefined {
    return this.#payments.get(id);
  }

  /** Newest first. */
  paymentsOfOrder(orderId: string): PaymentRecord[] {
    return [...this.#payments.values()].filter((payment) => payment.orderId === orderId).reverse();
  }

  addRefund(refund: RefundRecord): void {
    this.#refunds.set(refund.id, refund);
  }

  refund(id: string): RefundRecord | undefined {
    return this.#refunds.get(id);
  }

  /** Newest first, as Razorpay lists them. */
  refundsOfPayment(paymentId: string): RefundRecord[] {
    return [...this.#refunds.values()].filter((refund) => refund.paymentId === paymentId).reverse();
  }

  addCustomer(customer: CustomerRecord): void {
    this.#customers.set(customer.id, customer);
  }

  customer(id: string): CustomerRecord | undefined {
    return this.#customers.get(id);
  }

  /** Razorpay treats a customer with the same contact or email as the same customer. */
  sameCustomer(contact: string | null, email: string | null): CustomerRecord | undefined {
    return [...this.#customers.values()].find((customer) => (contact !== null && customer.contact === contact) || (email !== null && customer.email === email));
  }

  addToken(token: TokenRecord): void {
    this.#tokens.set(token.id, token);
  }

  tokensOf(customerId: string): TokenRecord[] {
    return [...this.#tokens.values()].filter((token) => token.customerId === customerId);
  }

  charges(receipt: string): ChargeSummary {
    const orders = [...this.#orders.values()].filter((order) => order.receipt === receipt).map((order) => order.id);
    const payments = [...this.#payments.values()].filter((payment) => orders.includes(payment.orderId));
    const paymentIds = new Set(payments.map((payment) => payment.id));
    return {
      receipt,
      orders,
      // A refunded payment was captured first.
      captured: payments.filter((payment) => payment.status === 'captured' || payment.status === 'refunded').length,
      failed: payments.filter((payment) => payment.status === 'failed').length,
      refunds: [...this.#refunds.values()]
        .filter((refund) => paymentIds.has(refund.paymentId))
        .map((refund) => ({ id: refund.id, payment_id: refund.paymentId, amount: refund.amount, receipt: refund.receipt, status: refund.status })),
    };
  }

  /** Entities (copies), never the live records. */
  view(): SandboxLedger {
    return {
      ...this.razorpayx.view(),
      charges: (receipt) => this.charges(receipt),
      order: (id) => {
        const order = this.order(id);
        return order ? orderEntity(order) : undefined;
      },
      orderBankAccount: (id) => {
        const order = this.order(id);
        if (!order) return undefined;
        const account = order.bankAccount;
        return account ? { account_number: account.accountNumber, name: account.name, ifsc: account.ifsc } : null;
      },
      payment: (id) => {
        const payment = this.payment(id);
        return payment ? paymentEntity(payment) : undefined;
      },
      paymentsOfOrder: (orderId) => this.paymentsOfOrder(orderId).map(paymentEntity),
      refund: (id) => {
        const refund = this.refund(id);
        return refund ? refundEntity(refund) : undefined;
      },
      refundsOfPayment: (paymentId) => this.refundsOfPayment(paymentId).map(refundEntity),
    };
  }
}
