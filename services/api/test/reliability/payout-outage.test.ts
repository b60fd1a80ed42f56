import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../../src/database/db.js';
import { PayoutDispatchService } from '../../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../../src/modules/payouts/payout-status-sweep.service.js';
import { buy, setClock } from '../support/ledger-setup.js';
import { type PayoutInvestor, payoutInvestor, payoutsSentFor } from '../support/payouts.js';
import { startRelayedApp, type RelayedApp } from './relayed-app.js';
import type { TcpProxy } from './tcp-proxy.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The database stopped while due payouts are being sent (MySQL only: the app reaches it through a relay we cut):
 * sweeps and dashboard reads fail and are retried, the gateway's webhooks are refused and redelivered, and when the
 * database is back every payout ends paid, each sent to RazorpayX exactly once (one payout per `<id>:1`, none for
 * `<id>:2`) with exactly one payout line in the ledger.
 */
const INVESTORS = 4;
const OUTAGE_MS = 2_000;
const PURCHASE = '2026-01-10T06:30:00.000Z';
// Twelve 15ths have passed: 12 payouts due per investor, 48 in all.
const A_YEAR_LATER = '2027-01-16T06:30:00.000Z';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('payouts sent while the database stops', () => {
  let relayed: RelayedApp | undefined;
  let proxy: TcpProxy;
  let api: TestApp;
  let investors: PayoutInvestor[] = [];

  beforeAll(async () => {
    relayed = await startRelayedApp();
    ({ proxy, api } = relayed);
    // The test drives the sweeps (and their retries) itself.
    await api.app.get(PayoutDispatchService).stop();
    await api.app.get(PayoutStatusSweep).stop();
    setClock(api, PURCHASE);
    investors = [];
    for (let index = 0; index < INVESTORS; index += 1) {
      const investor = await payoutInvestor(api, `10.33.0.${index + 1}`);
      expect((await buy(api, investor.http, investor.id, { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 })).paymentStatus).toBe(
        200,
      );
      investors.push(investor);
    }
  }, 60_000);

  afterAll(async () => {
    await relayed?.close();
  }, 60_000);

  async function query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return api.app.get(Db).run((em) => em.query<T[]>(sql, parameters));
  }

  it('sends each payout once and settles every one after the database is back', async () => {
    setClock(api, A_YEAR_LATER);
    const ids = investors.map((investor) => investor.id);
    const marks = ids.map(() => '?').join(',');
    const dueIds = (await query<{ id: string }>(`SELECT id FROM payouts WHERE user_id IN (${marks}) AND payout_date <= '2027-01-15'`, ids)).map(
      (row) => row.id,
    );
    expect(dueIds).toHaveLength(INVESTORS * 12);
    const madeAtGateway = () => dueIds.filter((id) => api.gateway.ledger.payouts({ referenceId: `${id}:1` }).count > 0).length;
    const dispatch = api.app.get(PayoutDispatchService);
    const failures: string[] = [];
    let stop = false;
    // Sweeps of everyone and of one investor (as the dashboard's reads do), over and over, through the outage.
    const workers = [undefined, ...investors.map((investor) => investor.id)].map(async (userId) => {
      while (!stop) {
        try {
          await dispatch.settleDue(userId);
        } catch (error) {
          failures.push(String(error).slice(0, 120));
        }
        await sleep(20);
      }
    });
    // The database stops in the middle of the sending: once RazorpayX has made a few of the payouts.
    while (madeAtGateway() < 8) await sleep(2);
    await proxy.stop();
    const madeBeforeCut = madeAtGateway();
    await sleep(OUTAGE_MS);
    await proxy.start();
    // Back: the sweeps carry on; attempts left half-way are resumed by the status sweep once a minute old.
    const sweep = api.app.get(PayoutStatusSweep);
    const deadline = Date.now() + 60_000;
    let open = Number.POSITIVE_INFINITY;
    while (open > 0) {
      expectWith(Date.now(), `payouts still open after the outage: ${open}`).toBeLessThan(deadline);
      await sleep(500);
      api.clock.advance(61_000);
      try {
        await sweep.reconcileStale();
        const rows = await query<{ n: number | string }>(
          `SELECT COUNT(*) AS n FROM payouts WHERE user_id IN (${marks}) AND payout_date <= '2027-01-15' AND status <> 'paid'`,
          ids,
        );
        open = Number(rows[0]?.n ?? 0);
      } catch (error) {
        failures.push(String(error).slice(0, 120));
      }
    }
    stop = true;
    await Promise.all(workers);
    // The outage was felt (some passes failed) while payouts were still to be sent, and nothing was left half-done.
    expect(failures.length).toBeGreaterThan(0);
    expect(madeBeforeCut).toBeLessThan(INVESTORS * 12);

    const due = await query<{
      id: string;
      attempt: number;
      status: string;
      amount_paise: string | number;
      tds_paise: string | number | null;
      net_paise: string | number;
    }>(`SELECT id, attempt, status, amount_paise, tds_paise, net_paise FROM payouts WHERE user_id IN (${marks}) AND payout_date <= '2027-01-15'`, ids);
    expect(due).toHaveLength(INVESTORS * 12);
    // Eleven ₹1,500 interest payouts and, on the maturity date, ₹1,500 with the ₹1,00,000 principal, each sent once on
    // its first attempt, net of the TDS the ledger fixed (the platform's threshold is passed within the year).
    const grossOf = (payout: { amount_paise: string | number }) => Number(payout.amount_paise);
    const wrong = due.filter(
      (payout) =>
        payout.status !== 'paid' ||
        payout.attempt !== 1 ||
        ![1500_00, 101_500_00].includes(grossOf(payout)) ||
        Number(payout.net_paise) !== grossOf(payout) - Number(payout.tds_paise ?? 0),
    );
    expect(wrong).toEqual([]);
    expect(due.filter((payout) => grossOf(payout) === 101_500_00)).toHaveLength(INVESTORS);
    const sent = await Promise.all(
      due.map(async (payout) => [
        (await payoutsSentFor(api.gateway.url, `${payout.id}:1`)).count,
        (await payoutsSentFor(api.gateway.url, `${payout.id}:2`)).count,
      ]),
    );
    expect(sent.filter(([first, second]) => first !== 1 || second !== 0)).toEqual([]);
    const lines = await query<{ user_id: string; n: number | string }>(
      `SELECT user_id, COUNT(*) AS n FROM transactions WHERE type = 'payout' AND user_id IN (${marks}) GROUP BY user_id`,
      ids,
    );
    expect(lines.map((row) => Number(row.n))).toEqual(investors.map(() => 12));
  }, 120_000);
});
