import type { CreateInvestmentResponse, GatewayCheckout, ProcessPaymentResponse } from '@invest/contracts';
import { SANDBOX_TEST_VALUES, TERMS_VERSION } from '@invest/contracts';
import { type PayWith, payInCheckout } from './gateway.js';
import type { HttpClient } from './http-client.js';
import type { TestApp } from './test-app.js';

/** Moves the test clock to an exact instant. */
export function setClock(api: TestApp, iso: string): void {
  api.clock.advance(Date.parse(iso) - api.clock.now().getTime());
}

/** Catalogue plans the tests buy (ids from services/api/src/modules/catalogue/data/catalogue.json). */
export const PLANS = {
  fd12: 'plan.fixed-deposits.short-term-fd',
  fd24: 'plan.fixed-deposits.medium-term-fd',
  fd36: 'plan.fixed-deposits.long-term-fd',
  governmentBonds: 'plan.bonds.government-bonds',
  structuredProducts: 'plan.sdi.structured-products',
  digitalGold: 'plan.gold.digital-gold',
  debtFundSip: 'plan.mutual-funds.debt-fund.sip',
} as const;

export interface Purchase {
  planId: string;
  amount: number;
  /** Only for plans with a tenure range. */
  duration?: number;
  /** Defaults to the stand-in's approved test card. */
  payWith?: PayWith;
}

/** POST /api/investments for a plan; answers the investment id. */
export async function createInvestment(client: HttpClient, userId: string, purchase: Omit<Purchase, 'payWith'>): Promise<string> {
  const created = await client.post<CreateInvestmentResponse>('/api/investments', { userId, ...purchase, investmentDate: new Date().toISOString() });
  if (created.status !== 201) throw new Error(`investment failed: ${created.status} ${created.text}`);
  return created.body.investment.id;
}

/** POST /api/payments/process; answers the checkout to open. */
export async function openCheckout(
  client: HttpClient,
  userId: string,
  investmentId: string,
  amount: number,
  extra: Record<string, unknown> = { paymentMethod: 'card' },
  key?: string,
): Promise<GatewayCheckout> {
  const processed = await client.post<ProcessPaymentResponse>(
    '/api/payments/process',
    { investmentId, amount: String(amount), userId, termsVersion: TERMS_VERSION, ...extra },
    key ? { headers: { 'idempotency-key': key } } : {},
  );
  if (processed.status !== 200) throw new Error(`process failed: ${processed.status} ${processed.text}`);
  return processed.body.checkout;
}

/**
 * Buys through the real endpoints as the browser does: the investment, the payment intent and its gateway order,
 * the customer paying in the stand-in's checkout, then the checkout's callback to /api/payments/verify.
 */
export async function buy(api: TestApp, client: HttpClient, userId: string, purchase: Purchase): Promise<{ investmentId: string; paymentStatus: number }> {
  const { payWith = { card: SANDBOX_TEST_VALUES.approvedCardNumber }, ...terms } = purchase;
  const investmentId = await createInvestment(client, userId, terms);
  const checkout = await openCheckout(client, userId, investmentId, purchase.amount);
  const paid = await payInCheckout(api.gateway.url, checkout, payWith);
  const verified = await client.post('/api/payments/verify', {
    investmentId,
    razorpay_order_id: checkout.orderId,
    ...(paid.ok ? paid.response : {}),
  });
  return { investmentId, paymentStatus: verified.status };
}
