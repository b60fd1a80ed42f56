import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  autoPayValidUntil,
  endOfIndiaDay,
  type ErrorBody,
  ErrorCode,
  type GatewayCheckout,
  PAYMENT_LIMITS,
  PaymentValidationMessage,
  type ProcessPaymentResponse,
  rupeesToPaise,
  TERMS_VERSION,
  TermsMessage,
  type VerifyPaymentResponse,
} from '@invest/contracts';
import { IsNull, MoreThan, Not } from 'typeorm';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { GatewayUnavailableError } from '../../common/providers/gateway-unavailable.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';
import { nameMatch } from '../bank-accounts/name-match.js';
import { type OwnBankAccount, PayoutDestinations } from '../bank-accounts/payout-destinations.js';
import { KycIdentity } from '../kyc/kyc-identity.js';
import { agreedToCurrent, recordAgreement } from '../privacy/consent-log.js';
import type { InvestmentRecord } from '../investments/investment-record.js';
import { InvestmentRecords } from '../investments/investment-records.js';
import { PaymentEntity } from './entities/payment.entity.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import type { ProcessPaymentDto, VerifyPaymentDto } from './dto/process-payment.dto.js';
import { GatewayCustomerEntity } from './entities/gateway-customer.entity.js';
import { type GatewayOrder, type OrderBankAccount, PAYMENT_GATEWAY, type PaymentGateway } from '../razorpay/gateway/payment-gateway.js';
import { type CheckoutMethod, checkPaymentRequest } from './payment-instrument.js';
import { receiptOf } from './payment-receipt.js';
import { PaymentSettlement, type Settled, verdictOf } from './payment-settlement.js';
import { refundedMessage } from './refunds/refund-wording.js';
import { maskUpiId } from '../razorpay/gateway/upi-mask.js';

/** Payment attempts (gateway orders) one investment may have. */
export const MAX_ATTEMPTS_PER_INVESTMENT = 5;
/** Failed payments one user may have in a day; past it, new attempts are refused without calling the gateway. */
export const MAX_FAILED_PAYMENTS_PER_DAY = 10;
const DAY_MS = 86_400_000;

const PAYABLE = new Set(['pending_payment', 'payment_failed']);

/** A UPI AutoPay mandate for one attempt: the gateway customer, the cap (paise), and when it ends. */
interface Mandate {
  customerId: string;
  maxAmountPaise: number;
  validUntil: string;
  /** Unix seconds. */
  expireAt: number;
}
const OPEN = new Set(['created', 'processing']);

export type Answer<T> = { status: number; body: T | ErrorBody };

const unavailable = () =>
  new AppException(503, ErrorCode.GatewayUnavailable, 'The payment gateway is not reachable right now. No money was taken; please try again in a moment.');
const tooMany = (message: string) => new AppException(429, ErrorCode.PaymentAttemptsExceeded, message);
const termsRequired = () =>
  new AppException(400, ErrorCode.ConsentRequired, TermsMessage.Required, { errors: [{ field: 'termsVersion', messages: [TermsMessage.Required] }] });
const upiRefused = (message: string) => new AppException(400, ErrorCode.ValidationFailed, message, { errors: [{ field: 'upiId', messages: [message] }] });

/**
 * Payments through the gateway's hosted checkout, in three steps that never hold a database transaction across a
 * call to the gateway:
 * 1. `process`: commit an intent (attempt n of the investment), then create the gateway order whose receipt is
 *    `<investment id>:<n>` (or find the one an interrupted request already created), then record the order id.
 *    The browser pays that order in the gateway's checkout: card numbers never reach us.
 * 2. `verify` (the browser's callback), the signed webhook and the reconciliation sweep all ask the same question
 *    — what did the gateway do with this order? — and record the answer once (PaymentSettlement).
 * An order can be paid once, and an investment has at most one open attempt, so no retry can charge twice.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly db: Db,
    private readonly settlement: PaymentSettlement,
    private readonly identity: KycIdentity,
    private readonly destinations: PayoutDestinations,
    private readonly investments: InvestmentRecords,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /**
   * The UPI ID's bank and the name it holds it in, which must be the KYC holder's (the same matcher as bank accounts):
   * payments come only from the investor's own accounts. 400 on the `upiId` field otherwise; nothing is written.
   */
  async validateOwnUpiId(userId: string, upiId: string): Promise<{ accountHolder: string }> {
    let lookup: Awaited<ReturnType<PaymentGateway['lookUpUpiId']>>;
    try {
      lookup = await this.gateway.lookUpUpiId(upiId);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw unavailable();
      throw error;
    }
    if (!lookup.exists) throw upiRefused('This UPI ID could not be found. Please check it and try again.');
    const holder = await this.identity.holderOf(userId);
    if (!holder || nameMatch(lookup.accountHolder, holder.name) !== 'match') throw upiRefused(PaymentValidationMessage.UpiNotOwn);
    return { accountHolder: lookup.accountHolder };
  }

  /**
   * The Terms & Conditions and Risk Disclosure in force must be accepted before a payment: already, or with this
   * request (`termsVersion`, recorded with the intent). Otherwise 400 CONSENT_REQUIRED, before anything is written.
   */
  async assertTermsAccepted(userId: string, termsVersion: string | undefined): Promise<void> {
    if (termsVersion === TERMS_VERSION) return;
    if (await this.db.run((em) => agreedToCurrent(em, userId, 'terms-risk'))) return;
    throw termsRequired();
  }

  async process(user: AuthenticatedUser, dto: ProcessPaymentDto): Promise<Answer<ProcessPaymentResponse>> {
    const amountPaise = rupeesToPaise(Number(dto.amount));
    const method = checkPaymentRequest(dto, amountPaise);
    const instrument = instrumentOf(method);
    // Net banking and UPI carry the investor's own verified account (third-party validation): without one they are
    // refused before anything is written or ordered. Cards are not validated this way.
    const ownAccount = method.method === 'card' ? null : await this.ownAccountOrRefuse(user.id);
    if (method.method === 'upi') {
      // Whose investment first (404 for another's), then whether a mandate fits it, then whose UPI ID: all before
      // anything is written or ordered.
      const investment = await this.db.run((em) => this.investments.findOwned(dto.investmentId, user.id, em));
      if (!investment) throw new AppException(404, ErrorCode.NotFound, 'Investment not found.');
      if (method.autoPay && !recurs(investment)) {
        throw new AppException(400, ErrorCode.ValidationFailed, PaymentValidationMessage.AutoPayNotRecurring, {
          errors: [{ field: 'autoPay', messages: [PaymentValidationMessage.AutoPayNotRecurring] }],
        });
      }
      await this.validateOwnUpiId(user.id, method.upiId);
    }
    try {
      await this.reconcileOpenAttempt(user.id, dto.investmentId, dto.paymentMethod, instrument);
      const intent = await this.openOrStartAttempt(user.id, dto, amountPaise, instrument);
      const mandate = method.method === 'upi' && method.autoPay ? await this.mandateFor(user, intent) : null;
      const orderId = intent.gatewayOrderId ?? (await this.recordOrder(intent, await this.orderFor(intent, mandate, ownAccount)));
      const checkout = await this.checkout(intent, orderId, method, mandate);
      return {
        status: 200,
        body: { message: 'Complete the payment in the checkout.', paymentId: intent.id, attempt: intent.attempt ?? 1, status: 'created', checkout },
      };
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw unavailable();
      throw error;
    }
  }

  async verify(user: AuthenticatedUser, dto: VerifyPaymentDto): Promise<Answer<VerifyPaymentResponse>> {
    const intent = await this.db.run((em) =>
      em.findOne(PaymentEntity, { where: { gatewayOrderId: dto.razorpay_order_id, userId: user.id, investmentId: dto.investmentId } }),
    );
    if (!intent) throw new AppException(404, ErrorCode.NotFound, 'Payment not found.');
    if (dto.razorpay_payment_id !== undefined || dto.razorpay_signature !== undefined) {
      const valid =
        dto.razorpay_payment_id !== undefined &&
        dto.razorpay_signature !== undefined &&
        this.gateway.isPaymentSignatureValid(dto.razorpay_order_id, dto.razorpay_payment_id, dto.razorpay_signature);
      if (!valid) throw new AppException(400, ErrorCode.SignatureInvalid, 'The payment signature does not verify.');
    }
    let settled: Settled;
    try {
      settled = await this.settle(intent);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // The webhook or the sweep will settle it; the browser asks again.
      settled = { outcome: 'processing', paymentId: intent.id };
    }
    return answerOf(settled);
  }

  /** Asks the gateway about an intent's order and records the answer. */
  async settle(intent: PaymentEntity): Promise<Settled> {
    if (intent.status === 'completed' || intent.status === 'refunded' || !intent.gatewayOrderId) return this.settlement.apply(intent.id, { kind: 'unpaid' });
    const payments = await this.gateway.orderPayments(intent.gatewayOrderId);
    return this.settlement.apply(intent.id, verdictOf(payments, intent.totalPaise));
  }

  /**
   * The next request for an investment first settles its open attempt with the gateway: a payment that went
   * through is never followed by another order. An open attempt the customer never paid is kept when this request
   * is for the same method and instrument (a retry), and given up otherwise.
   */
  private async reconcileOpenAttempt(userId: string, investmentId: string, method: string, instrument: string | null): Promise<void> {
    const open = await this.db.run((em) => em.findOne(PaymentEntity, { where: { investmentId, userId }, order: { attempt: 'DESC' } }));
    if (!open || !OPEN.has(open.status)) return;
    if (!open.gatewayOrderId) {
      const order = await this.gateway.findOrderByReceipt(receiptOf(investmentId, open.attempt ?? 1));
      if (!order) {
        if (open.method !== method || open.instrument !== instrument) await this.settlement.abandon(open.id, 'Replaced by a new payment attempt.');
        return;
      }
      await this.recordOrder(open, order);
      open.gatewayOrderId = order.id;
    }
    const settled = await this.settle(open);
    if (settled.outcome === 'completed') throw new AppException(409, ErrorCode.Conflict, 'This investment has already been paid.');
    if (settled.outcome === 'processing') {
      throw new AppException(
        409,
        ErrorCode.Conflict,
        'A payment for this investment is waiting for the bank to confirm it. Please check your dashboard shortly.',
      );
    }
    if (settled.outcome === 'unpaid' && (open.method !== method || open.instrument !== instrument)) {
      await this.settlement.abandon(open.id, 'Replaced by a new payment attempt.');
    }
  }

  /** In one short transaction: the investment's checks, the attempt limits, then the open intent or a new one. */
  private openOrStartAttempt(userId: string, dto: ProcessPaymentDto, amountPaise: number, instrument: string | null): Promise<PaymentEntity> {
    return this.db.transaction(async (em) => {
      // Two requests for one investment (other keys, other tabs) queue here.
      const investment = await this.investments.lockOwned(dto.investmentId, userId, em);
      if (!investment) throw new AppException(404, ErrorCode.NotFound, 'Investment not found.');
      if (!PAYABLE.has(investment.status)) throw new AppException(409, ErrorCode.Conflict, 'This investment has already been paid.');
      if (investment.amountPaise !== amountPaise) {
        throw new AppException(400, ErrorCode.ValidationFailed, 'The amount does not match the investment.', {
          errors: [{ field: 'amount', messages: ['The amount does not match the investment.'] }],
        });
      }
      // The acceptance of the terms is kept with the intent (a refusal below leaves neither).
      if (!(await agreedToCurrent(em, userId, 'terms-risk'))) {
        if (dto.termsVersion !== TERMS_VERSION) throw termsRequired();
        await recordAgreement(em, userId, 'terms-risk', this.clock.now());
      }
      const attempts = await em.find(PaymentEntity, { where: { investmentId: investment.id }, order: { attempt: 'DESC' } });
      const latest = attempts[0];
      if (latest && latest.status === 'created' && latest.method === dto.paymentMethod && latest.instrument === instrument) return latest;
      if (latest && OPEN.has(latest.status)) throw new AppException(409, ErrorCode.Conflict, 'A payment for this investment is already in progress.');
      if (attempts.length >= MAX_ATTEMPTS_PER_INVESTMENT) {
        throw tooMany(`This investment has had ${MAX_ATTEMPTS_PER_INVESTMENT} payment attempts. Please contact support to continue.`);
      }
      const now = this.clock.now();
      // Declines the gateway reported (an attempt given up before any payment is not a decline).
      const failedToday = await em.count(PaymentEntity, {
        where: { userId, status: 'failed', gatewayReference: Not(IsNull()), createdAt: MoreThan(new Date(now.getTime() - DAY_MS)) },
      });
      if (failedToday >= MAX_FAILED_PAYMENTS_PER_DAY) {
        throw tooMany('Too many declined payments today. Please try again tomorrow or contact support.');
      }
      const feePaise = PAYMENT_LIMITS.processingFee * 100;
      const intent: PaymentEntity = {
        id: randomUUID(),
        investmentId: investment.id,
        userId,
        method: dto.paymentMethod,
        amountPaise,
        feePaise,
        totalPaise: amountPaise + feePaise,
        status: 'created',
        attempt: (latest?.attempt ?? attempts.length) + 1,
        gatewayOrderId: null,
        gatewayReference: null,
        instrument,
        failureReason: null,
        createdAt: now,
        updatedAt: now,
      };
      await em.insert(PaymentEntity, intent);
      return intent;
    });
  }

  /** The payout destination, from which net-banking and UPI payments must come; 403 BANK_ACCOUNT_REQUIRED without one. */
  private async ownAccountOrRefuse(userId: string): Promise<OrderBankAccount> {
    const account: OwnBankAccount | null = await this.destinations.ownAccountOf(userId);
    if (!account) throw new AppException(403, ErrorCode.BankAccountRequired, PaymentValidationMessage.OwnAccountRequired);
    return { accountNumber: account.accountNumber, name: account.name, ifsc: account.ifsc };
  }

  /**
   * The order of this attempt: the one an interrupted request already created (same receipt), or a new one; for net
   * banking and UPI with the investor's own account as its `bank_account`.
   */
  private async orderFor(intent: PaymentEntity, mandate: Mandate | null, ownAccount: OrderBankAccount | null): Promise<GatewayOrder> {
    const receipt = receiptOf(intent.investmentId, intent.attempt ?? 1);
    const existing = await this.gateway.findOrderByReceipt(receipt);
    if (existing) return existing;
    return this.gateway.createOrder({
      receipt,
      amountPaise: intent.totalPaise,
      notes: { investment_id: intent.investmentId, payment_id: intent.id },
      ...(ownAccount ? { bankAccount: ownAccount } : {}),
      ...(mandate
        ? { autoPay: { customerId: mandate.customerId, maxAmountPaise: mandate.maxAmountPaise, frequency: 'monthly', expireAt: mandate.expireAt } }
        : {}),
    });
  }

  /** Records the order id once; a concurrent request that recorded another one first wins (this order is never shown). */
  private async recordOrder(intent: PaymentEntity, order: GatewayOrder): Promise<string> {
    return this.db.transaction(async (em) => {
      await em
        .createQueryBuilder()
        .update(PaymentEntity)
        .set({ gatewayOrderId: order.id, updatedAt: this.clock.now() })
        .where('id = :id AND gateway_order_id IS NULL', { id: intent.id })
        .execute();
      const row = await em.findOneByOrFail(PaymentEntity, { id: intent.id });
      return row.gatewayOrderId ?? order.id;
    });
  }

  private async mandateFor(user: AuthenticatedUser, intent: PaymentEntity): Promise<Mandate> {
    const customerId = await this.customerOf(user);
    // One computation for the page and the gateway: the India day it ends, sent as the last second of that day.
    const until = autoPayValidUntil(indiaDate(this.clock.now()));
    return { customerId, maxAmountPaise: intent.amountPaise, validUntil: until, expireAt: endOfIndiaDay(until) };
  }

  private async customerOf(user: AuthenticatedUser): Promise<string> {
    const known = await this.db.run((em) => em.findOneBy(GatewayCustomerEntity, { userId: user.id }));
    if (known) return known.customerId;
    const customerId = await this.gateway.ensureCustomer({ name: 'Investor', contact: `+91${user.phone}` });
    await this.db.run((em) =>
      em.createQueryBuilder().insert().into(GatewayCustomerEntity).values({ userId: user.id, customerId, createdAt: this.clock.now() }).orIgnore().execute(),
    );
    return customerId;
  }

  private async checkout(intent: PaymentEntity, orderId: string, method: CheckoutMethod, mandate: Mandate | null): Promise<GatewayCheckout> {
    const investment = await this.db.run((em) => this.investments.find(intent.investmentId, em));
    if (!investment) throw new AppException(404, ErrorCode.NotFound, 'Investment not found.');
    return {
      gateway: 'razorpay',
      keyId: this.gateway.keyId,
      orderId,
      amountPaise: intent.totalPaise,
      currency: 'INR',
      name: this.config.gateway.merchantName,
      description: investment.productName,
      method: method.method,
      // No UPI ID: this answer is kept 24 h as the idempotent reply, and the page adds the ID it validated itself.
      prefill: { method: method.method, ...(method.method === 'netbanking' && method.bankCode ? { bank: method.bankCode } : {}) },
      autoPay: mandate
        ? { customerId: mandate.customerId, maxAmount: mandate.maxAmountPaise / 100, frequency: 'monthly', validUntil: mandate.validUntil }
        : null,
      sandbox: this.gateway.sandbox,
    };
  }
}

/** Whether an investment recurs (a monthly SIP, by the terms it was booked at): only then may UPI set up AutoPay. */
function recurs(investment: Pick<InvestmentRecord, 'termsSnapshot'>): boolean {
  if (investment.termsSnapshot === null) return false;
  try {
    const terms: unknown = JSON.parse(investment.termsSnapshot);
    return typeof terms === 'object' && terms !== null && 'mode' in terms && terms.mode === 'sip';
  } catch {
    return false;
  }
}

/** What the ledger shows of the instrument before the gateway reports it. */
function instrumentOf(method: CheckoutMethod): string | null {
  if (method.method === 'upi') return method.autoPay ? `${maskUpiId(method.upiId)} AutoPay` : maskUpiId(method.upiId);
  if (method.method === 'netbanking') return method.bank;
  return null;
}

function answerOf(settled: Settled): Answer<VerifyPaymentResponse> {
  switch (settled.outcome) {
    case 'completed':
      return { status: 200, body: settled.body };
    case 'processing':
      return { status: 202, body: { status: 'processing', message: 'Waiting for your bank to confirm the payment.', paymentId: settled.paymentId } };
    case 'failed':
      return {
        status: 402,
        body: {
          statusCode: 402,
          code: ErrorCode.PaymentDeclined,
          message: `Payment declined: ${settled.reason} Your investment has not been paid; no money was taken.`,
        },
      };
    case 'refunded':
      return {
        status: 409,
        body: { statusCode: 409, code: ErrorCode.PaymentRefunded, message: refundedMessage(settled.refund.reason, settled.refund.amountPaise) },
      };
    case 'unpaid':
      return { status: 409, body: { statusCode: 409, code: ErrorCode.Conflict, message: 'No payment has been made for this order yet.' } };
  }
}
