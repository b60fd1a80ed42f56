import type { ErrorBody, WithdrawalConfirmResponse, WithdrawalPreview } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../../src/database/db.js';
import { PayoutEntity } from '../../src/modules/payouts/entities/payout.entity.js';
import { PayoutDispatchService } from '../../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../../src/modules/payouts/payout-status-sweep.service.js';
import { type CreatePayoutRequest, PAYOUTS_GATEWAY, type PayoutsGateway } from '../../src/modules/razorpay/payouts/payouts-gateway.js';
import { buy, PLANS, setClock } from '../support/ledger-setup.js';
import { type PayoutInvestor, payoutInvestor, payoutsSentFor } from '../support/payouts.js';
import { until } from '../support/poll.js';
import { readOtp, signIn, type TestApp } from '../support/test-app.js';
import { startRelayedApp, type RelayedApp } from './relayed-app.js';
import type { TcpProxy } from './tcp-proxy.js';

/**
 * The database stops right after RazorpayX made a premature withdrawal's payout and before its id is recorded (MySQL
 * only: the app reaches it through a relay we cut). No webhook comes (they are off here), so only the status sweep can
 * finish it: once the database is back it finds the payout by its reference, and the stand-in has made exactly one.
 */
describe('a premature withdrawal paid while the database stops', () => {
  let relayed: RelayedApp | undefined;
  let proxy: TcpProxy;
  let api: TestApp;
  let investor: PayoutInvestor;
  let investmentId: string;

  beforeAll(async () => {
    relayed = await startRelayedApp();
    ({ proxy, api } = relayed);
    // The test drives the sweeps itself.
    await api.app.get(PayoutDispatchService).stop();
    await api.app.get(PayoutStatusSweep).stop();
    setClock(api, '2026-01-10T06:30:00.000Z');
    investor = await payoutInvestor(api, '10.35.0.1');
    const bought = await buy(api, investor.http, investor.id, { planId: PLANS.fd12, amount: 1_00_000 });
    expect(bought.paymentStatus).toBe(200);
    investmentId = bought.investmentId;
  }, 60_000);

  afterAll(async () => {
    await relayed?.close();
  }, 60_000);

  it('is paid once: the sweep finds it by its reference after the outage and settles it', async () => {
    // Past the three-month lock-in; the monthly payouts due by then are sent by the dashboard's first read.
    setClock(api, '2026-05-21T06:30:00.000Z');
    await signIn(investor.http, investor.phone);
    const preview = await investor.http.get<WithdrawalPreview & ErrorBody>(`/api/investments/${investmentId}/withdrawal`);
    expectWith(preview.status, preview.text).toBe(200);
    api.clock.advance(16 * 60_000);
    await signIn(investor.http, investor.phone);
    const fresh = await investor.http.get<WithdrawalPreview & ErrorBody>(`/api/investments/${investmentId}/withdrawal`);
    expectWith(fresh.status, fresh.text).toBe(200);
    expect((await investor.http.post(`/api/investments/${investmentId}/withdrawal/otp`, {})).status).toBe(200);
    const otp = await readOtp(investor.http, investor.phone);
    api.gateway.setWebhookUrl(undefined);

    // The cut: RazorpayX has made the withdrawal's payout, its answer is in hand, and the database goes away before
    // it is recorded.
    const gateway = api.app.get<PayoutsGateway>(PAYOUTS_GATEWAY);
    const createPayout = gateway.createPayout.bind(gateway);
    let cuts = 0;
    let reference = '';
    gateway.createPayout = async (request: CreatePayoutRequest) => {
      const made = await createPayout(request);
      if (request.notes['payout_id'] !== undefined && cuts === 0) {
        cuts += 1;
        reference = request.referenceId;
        await proxy.stop();
      }
      return made;
    };
    const confirmed = await investor.http.post<WithdrawalConfirmResponse & ErrorBody>(`/api/investments/${investmentId}/withdrawal`, {
      quoteId: fresh.body.quoteId,
      otp,
    });
    // The database went away mid-request: 503, never a 500; what was committed (the withdrawal, the payout's claim)
    // stands, and the recording is what the outage interrupted.
    expect(confirmed.status).toBe(503);
    expect(cuts).toBe(1);
    expect((await payoutsSentFor(api.gateway.url, reference)).count).toBe(1);

    // While the database is down the sweep can do nothing (and sends nothing).
    api.clock.advance(61_000);
    await expect(api.app.get(PayoutStatusSweep).reconcileStale()).rejects.toThrow();
    await proxy.start();
    const [payoutId] = reference.split(':');
    const db = api.app.get(Db);
    expect(await db.run((em) => em.findOneBy(PayoutEntity, { id: payoutId }))).toMatchObject({ payoutType: 'withdrawal', status: 'processing', attempt: 1 });
    await until(async () => (await payoutsSentFor(api.gateway.url, reference)).processing === 0, 'the stand-in processed the payout');

    api.clock.advance(61_000);
    await api.app.get(PayoutStatusSweep).reconcileStale();
    expect(await db.run((em) => em.findOneBy(PayoutEntity, { id: payoutId }))).toMatchObject({ status: 'paid', attempt: 1 });
    expect((await payoutsSentFor(api.gateway.url, reference)).count).toBe(1);
    expect((await payoutsSentFor(api.gateway.url, `${payoutId}:2`)).count).toBe(0);
    const investments = await db.run((em) => em.query<Array<{ status: string }>>('SELECT status FROM investments WHERE id = ?', [investmentId]));
    expect(investments[0]?.status).toBe('withdrawn');
    const lines = await db.run((em) =>
      em.query<Array<{ n: number | string }>>("SELECT COUNT(*) AS n FROM transactions WHERE investment_id = ? AND description LIKE 'Premature withdrawal%'", [
        investmentId,
      ]),
    );
    expect(Number(lines[0]?.n)).toBe(1);
  }, 90_000);
});
