import { expect, type APIRequestContext } from '@playwright/test';
import {
  IDEMPOTENCY_KEY_HEADER,
  SANDBOX_TEST_VALUES,
  TERMS_VERSION,
  type CreateInvestmentResponse,
  type PaymentCompletedResponse,
  type ProcessPaymentResponse,
} from '@invest/contracts';
import { payInCheckout } from '@invest/sandbox-gateway';
import { csrfHeaders } from './session.ts';
import { GATEWAY_URL } from './target.ts';

export interface BoughtProduct {
  investmentId: string;
  productName: string;
  amount: number;
}

/**
 * Buys a catalogue plan through the real endpoints, without a browser: POST /api/investments (by plan id), then
 * /api/payments/process (a gateway order), then pays the order in the stand-in's checkout payment step with the
 * sandbox's approved card (straight to the gateway, never to us), then POST /api/payments/verify.
 */
export async function buyByCard(
  request: APIRequestContext,
  userId: string,
  product: { planId: string; productName: string; amount: number; duration?: number },
): Promise<BoughtProduct> {
  const { productName, ...plan } = product;
  const created = await request.post('/api/investments', {
    data: { userId, ...plan, investmentDate: new Date().toISOString() },
    headers: { ...csrfHeaders, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { investment } = (await created.json()) as CreateInvestmentResponse;
  expect(investment.productName).toBe(productName);
  const processed = await request.post('/api/payments/process', {
    data: { investmentId: investment.id, amount: String(product.amount), paymentMethod: 'card', userId, termsVersion: TERMS_VERSION },
    headers: { ...csrfHeaders, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
  expect(processed.status(), await processed.text()).toBe(200);
  const { checkout } = (await processed.json()) as ProcessPaymentResponse;
  const paid = await payInCheckout(GATEWAY_URL, checkout, { card: SANDBOX_TEST_VALUES.approvedCardNumber });
  if (!paid.ok) throw new Error(`the stand-in refused the payment: ${paid.error.description}`);
  const verified = await request.post('/api/payments/verify', { data: { investmentId: investment.id, ...paid.response }, headers: csrfHeaders });
  expect(verified.status(), await verified.text()).toBe(200);
  expect(((await verified.json()) as PaymentCompletedResponse).status).toBe('completed');
  return { investmentId: investment.id, productName, amount: product.amount };
}

/** Today in India as a calendar date (UTC fields of the shifted instant). */
function indiaToday(now: Date): Date {
  const shifted = new Date(now.getTime() + 330 * 60_000);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

const dashboardDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The first 15th strictly after today in India (a fixed deposit's first monthly payout), as the dashboard prints it. */
export function nextFifteenthLabel(now = new Date()): string {
  const today = indiaToday(now);
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  const next = day < 15 ? new Date(Date.UTC(year, month, 15)) : new Date(Date.UTC(year, month + 1, 15));
  return dashboardDate.format(next);
}

/** The maturity of an investment made today in India for `months` (the day kept, or the month's last), as the dashboard prints it. */
export function maturityLabel(months: number, now = new Date()): string {
  const today = indiaToday(now);
  const target = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return dashboardDate.format(new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(today.getUTCDate(), lastDay))));
}

/**
 * A purchase the bank declines, through the real endpoints: POST /api/investments, /api/payments/process, the
 * stand-in's declined test card in its checkout, then /api/payments/verify answering 402. Leaves an unpaid investment.
 */
export async function declinedCardPurchase(
  request: APIRequestContext,
  userId: string,
  product: { planId: string; amount: number; duration?: number },
): Promise<string> {
  const created = await request.post('/api/investments', {
    data: { userId, ...product, investmentDate: new Date().toISOString() },
    headers: { ...csrfHeaders, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { investment } = (await created.json()) as CreateInvestmentResponse;
  const processed = await request.post('/api/payments/process', {
    data: { investmentId: investment.id, amount: String(product.amount), paymentMethod: 'card', userId, termsVersion: TERMS_VERSION },
    headers: { ...csrfHeaders, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
  expect(processed.status(), await processed.text()).toBe(200);
  const { checkout } = (await processed.json()) as ProcessPaymentResponse;
  const paid = await payInCheckout(GATEWAY_URL, checkout, { card: SANDBOX_TEST_VALUES.declinedCardNumber });
  expect(paid.ok).toBe(false);
  const verified = await request.post('/api/payments/verify', {
    data: { investmentId: investment.id, razorpay_order_id: checkout.orderId },
    headers: csrfHeaders,
  });
  expect(verified.status(), await verified.text()).toBe(402);
  return investment.id;
}
