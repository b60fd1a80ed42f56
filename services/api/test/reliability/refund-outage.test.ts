import { SANDBOX_TEST_VALUES, type SessionResponse, TERMS_VERSION } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../../src/database/db.js';
import { RefundEntity } from '../../src/modules/payments/entities/refund.entity.js';
import { type CreateRefundRequest, PAYMENT_GATEWAY, type PaymentGateway } from '../../src/modules/razorpay/gateway/payment-gateway.js';
import { PaymentReconciliationService } from '../../src/modules/payments/payment-reconciliation.service.js';
import { REFUND_RESUME_AFTER_MS } from '../../src/modules/payments/refunds/refund-sender.js';
import { RefundSweepService } from '../../src/modules/payments/refunds/refund-sweep.service.js';
import { payInCheckout } from '../support/gateway.js';
import { setKycStatus } from '../support/kyc-status.js';
import { PLANS } from '../support/ledger-setup.js';
import { until } from '../support/poll.js';
import { signIn, type TestApp } from '../support/test-app.js';
import { startRelayedApp, type RelayedApp } from './relayed-app.js';
import type { TcpProxy } from './tcp-proxy.js';

/**
 * The database stops right after Razorpay made a refund and before the refund's id is recorded (MySQL only: the app
 * reaches it through a relay we cut). No webhook comes (they are off here), so only the status sweep can finish it:
 * once the database is back it resumes the attempt, finds the refund by its receipt, and the stand-in has made
 * exactly one refund.
 */
describe('a refund made while the database stops', () => {
  let relayed: RelayedApp | undefined;
  let proxy: TcpProxy;
  let api: TestApp;

  beforeAll(async () => {
    relayed = await startRelayedApp();
    ({ proxy, api } = relayed);
    // The test drives the sweeps itself.
    await api.app.get(PaymentReconciliationService).stop();
    await api.app.get(RefundSweepService).stop();
  }, 60_000);

  afterAll(async () => {
    await relayed?.close();
  }, 60_000);

  it('is made once: the sweep finds it by its receipt after the outage and settles it', async () => {
    const client = api.client('10.34.0.1');
    await signIn(client);
    const userId = (await client.get<SessionResponse>('/api/session')).body.userId;
    await setKycStatus(api, userId, 'verified');
    const created = await client.post<{ investment: { id: string } }>('/api/investments', {
      userId,
      planId: PLANS.fd12,
      amount: 100000,
      investmentDate: new Date().toISOString(),
    });
    expectWith(created.status, created.text).toBe(201);
    const investmentId = created.body.investment.id;
    const open = async (method: Record<string, unknown>, key: string) => {
      const opened = await client.post<{ checkout: { keyId: string; orderId: string } }>(
        '/api/payments/process',
        { investmentId, amount: '100000', userId, termsVersion: TERMS_VERSION, ...method },
        { headers: { 'idempotency-key': key } },
      );
      expectWith(opened.status, opened.text).toBe(200);
      return opened.body.checkout;
    };
    const byCard = await open({ paymentMethod: 'card' }, 'outage-card');
    const byBank = await open({ paymentMethod: 'netbanking', bank: 'HDFC' }, 'outage-bank');
    api.gateway.setWebhookUrl(undefined);
    const kept = await payInCheckout(api.gateway.url, byBank, { bank: 'HDFC', outcome: 'success' });
    expect(kept.ok).toBe(true);
    expect((await client.post('/api/payments/verify', { investmentId, razorpay_order_id: byBank.orderId, ...(kept.ok ? kept.response : {}) })).status).toBe(
      200,
    );
    const second = await payInCheckout(api.gateway.url, byCard, { card: SANDBOX_TEST_VALUES.approvedCardNumber });
    if (!second.ok) throw new Error('the second payment was refused');
    const gatewayPaymentId = second.response.razorpay_payment_id;

    // The cut: Razorpay has made the refund, its answer is in hand, and the database goes away before it is recorded.
    const gateway = api.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const createRefund = gateway.createRefund.bind(gateway);
    let cuts = 0;
    gateway.createRefund = async (request: CreateRefundRequest) => {
      const made = await createRefund(request);
      cuts += 1;
      await proxy.stop();
      return made;
    };
    const answer = await client.post<{ code?: string }>('/api/payments/verify', { investmentId, razorpay_order_id: byCard.orderId });
    expect(answer.body.code).toBe('PAYMENT_REFUNDED');
    expect(cuts).toBe(1);
    expect(api.gateway.ledger.refundsOfPayment(gatewayPaymentId)).toHaveLength(1);

    // While the database is down the sweep can do nothing (and makes no refund).
    await expect(api.app.get(RefundSweepService).reconcile()).rejects.toThrow();
    await proxy.start();
    const db = api.app.get(Db);
    expect(await db.run((em) => em.findOneBy(RefundEntity, { gatewayPaymentId }))).toMatchObject({ status: 'pending', gatewayRefundId: null, attempt: 1 });
    await until(() => api.gateway.ledger.refundsOfPayment(gatewayPaymentId)[0]?.status === 'processed', 'the stand-in processed the refund');

    api.clock.advance(REFUND_RESUME_AFTER_MS + 1000);
    await api.app.get(RefundSweepService).reconcile();
    const [made] = api.gateway.ledger.refundsOfPayment(gatewayPaymentId);
    expect(api.gateway.ledger.refundsOfPayment(gatewayPaymentId)).toHaveLength(1);
    expect(await db.run((em) => em.findOneBy(RefundEntity, { gatewayPaymentId }))).toMatchObject({
      status: 'processed',
      gatewayRefundId: made?.id,
      attempt: 1,
    });
    const lines = await db.run((em) =>
      em.query<Array<{ n: number | string }>>("SELECT COUNT(*) AS n FROM transactions WHERE type = 'refund' AND user_id = ?", [userId]),
    );
    expect(Number(lines[0]?.n)).toBe(1);
    const charges = (await (await fetch(`${api.gateway.url}/_sandbox/charges?receipt=${encodeURIComponent(`${investmentId}:1`)}`)).json()) as {
      refunds: unknown[];
    };
    expect(charges.refunds).toHaveLength(1);
  }, 60_000);
});
