import { type ErrorBody, type GatewayCheckout, type HealthResponse, type ProcessPaymentResponse, TERMS_VERSION } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { Db } from '../../src/database/db.js';
import { capturedCharges, payInCheckout } from '../support/gateway.js';
import type { HttpResult } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';
import { errorShapeProblems, freshKey, type Investor, newInvestor, recordFigures } from '../security/support.js';
import { until } from '../support/poll.js';
import { startRelayedApp, type RelayedApp } from './relayed-app.js';
import type { TcpProxy } from './tcp-proxy.js';

/**
 * The database stopped in the middle of traffic (MySQL only: the app reaches it through a relay we cut):
 * answers are 503 in the error shape, /api/health says so, nothing is half-written, clients that retry
 * with their idempotency keys are charged exactly once, and everything recovers by itself.
 */

const WORKERS = 4;

let relayed: RelayedApp | undefined;
let proxy: TcpProxy;
let api: TestApp;
let investors: Investor[] = [];

interface Purchase {
  userId: string;
  investmentId: string;
}

/**
 * The traffic of the test, module-wide so the teardown can end it however the test ended: a failed or timed-out test
 * used to leave its workers retrying against an app being closed and, cut mid-outage, a stopped relay under the app's
 * pool, and the teardown then ran out of its time instead of the test reporting why it failed.
 */
let tearingDown = false;
let traffic: Promise<unknown> = Promise.resolve();

const tally = { requests: 0, '503 answers': 0, 'unexpected answers': 0, 'faults injected': 0, 'faults survived': 0, 'recovery ms': 0 };
const unexpected: string[] = [];

beforeAll(async () => {
  relayed = await startRelayedApp();
  ({ proxy, api } = relayed);
  investors = await Promise.all(Array.from({ length: WORKERS }, () => newInvestor(api)));
}, 60_000);

afterAll(async () => {
  recordFigures('database-outage', tally);
  tearingDown = true;
  await traffic;
  await relayed?.close();
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function classify(result: HttpResult, expected: number, label: string): 'ok' | 'retry' {
  tally.requests += 1;
  if (result.status === expected) return 'ok';
  if (result.status === 503) {
    tally['503 answers'] += 1;
    const problems = errorShapeProblems(result);
    if ((result.body as ErrorBody).code !== 'SERVICE_UNAVAILABLE') problems.push(`code ${(result.body as ErrorBody).code}`);
    if (problems.length > 0) unexpected.push(`${label} 503: ${problems.join('; ')}`);
    return 'retry';
  }
  tally['unexpected answers'] += 1;
  unexpected.push(`${label}: ${result.status} ${result.text.slice(0, 300)}`);
  return 'retry';
}

/**
 * One purchase as a careful client makes it: each step retried with the same idempotency key until it succeeds;
 * the customer pays once in the gateway's checkout, and the checkout's callback is retried until it is recorded.
 */
async function purchase(investor: Investor, deadline: number): Promise<Purchase | undefined> {
  const investKey = freshKey();
  const payKey = freshKey();
  let investmentId: string | undefined;
  while (!investmentId) {
    if (tearingDown || Date.now() > deadline) return undefined;
    const created = await investor.client.post<{ investment: { id: string } }>(
      '/api/investments',
      { userId: investor.userId, planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, investmentDate: '2026-11-22T00:00:00.000Z' },
      { headers: { 'idempotency-key': investKey } },
    );
    if (classify(created, 201, 'invest') === 'ok') investmentId = created.body.investment.id;
    else await sleep(100);
  }
  let checkout: GatewayCheckout | undefined;
  while (!checkout) {
    if (tearingDown || Date.now() > deadline) return undefined;
    const opened = await investor.client.post<ProcessPaymentResponse>(
      '/api/payments/process',
      { investmentId, amount: '100000', paymentMethod: 'upi', userId: investor.userId, upiId: 'asha.rao@okaxis', termsVersion: TERMS_VERSION },
      { headers: { 'idempotency-key': payKey } },
    );
    if (classify(opened, 200, 'pay') === 'ok') checkout = opened.body.checkout;
    else await sleep(100);
  }
  const paid = await payInCheckout(api.gateway.url, checkout, { vpa: 'asha.rao@okaxis' });
  if (!paid.ok) throw new Error(`the checkout refused the payment: ${paid.error.description ?? ''}`);
  for (;;) {
    if (tearingDown || Date.now() > deadline) return undefined;
    const verified = await investor.client.post('/api/payments/verify', { investmentId, ...paid.response });
    if (classify(verified, 200, 'verify') === 'ok') return { userId: investor.userId, investmentId };
    await sleep(100);
  }
}

async function count(sql: string, parameters: unknown[] = []): Promise<number> {
  const rows = await api.app.get(Db).run((em) => em.query<{ n: number | string }[]>(sql, parameters));
  return Number(rows[0]?.n ?? 0);
}

describe('database stopped mid-traffic', () => {
  it('503 in the shape while down, health reports it, no half-written rows, one charge per purchase, self-recovery', async () => {
    const purchases: Purchase[] = [];
    let stopTraffic = false;
    const deadline = Date.now() + 40_000;
    const workers = investors.map(async (investor) => {
      while (!stopTraffic) {
        const done = await purchase(investor, deadline);
        if (!done && tearingDown) return;
        if (!done) throw new Error(`a purchase did not complete before the deadline: ${[...new Set(unexpected)].slice(-5).join(' | ')}`);
        purchases.push(done);
        // Reads in between, as the dashboard does.
        classify(await investor.client.get(`/api/portfolio/${investor.userId}`), 200, 'portfolio');
      }
    });
    traffic = Promise.allSettled(workers);

    // Traffic flows: every worker has completed a purchase before the cut.
    await until(() => purchases.length >= WORKERS, `${WORKERS} purchases before the outage`);
    const beforeOutage = purchases.length;
    tally['faults injected'] += 1;
    await proxy.stop();
    let health = await api.client().get<HealthResponse>('/api/health');
    await until(async () => (health = await api.client().get<HealthResponse>('/api/health')).status !== 200, 'health to notice the database is down', 10_000);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'error', database: 'down' });
    const catalogue = await api.client().get<ErrorBody>('/api/session', { headers: { cookie: investors[0]?.client.cookie ?? '' } });
    expect(catalogue.status).toBe(503);
    expect(errorShapeProblems(catalogue)).toEqual([]);
    // The outage lasts until the traffic has felt it: each worker's retries met a few 503 answers.
    await until(() => tally['503 answers'] >= WORKERS * 3, 'the traffic to meet 503 answers', 20_000);
    const duringOutage = purchases.length;

    const restartedAt = Date.now();
    await proxy.start();
    for (;;) {
      const again = await api.client().get<HealthResponse>('/api/health');
      if (again.status === 200) break;
      expectWith(Date.now() - restartedAt, 'health did not recover within 10 s').toBeLessThan(10_000);
      await sleep(100);
    }
    tally['recovery ms'] = Date.now() - restartedAt;
    // Traffic goes on after recovery until every worker has completed a few more purchases.
    await until(() => purchases.length >= duringOutage + WORKERS * 3, 'purchases to go on after recovery', 30_000);
    stopTraffic = true;
    await Promise.all(workers);
    tally['faults survived'] += 1;

    expect(beforeOutage).toBeGreaterThan(0);
    expect(tally['503 answers']).toBeGreaterThan(0);
    expect(unexpected.slice(0, 10)).toEqual([]);

    // Nothing lost, nothing doubled, nothing half-written.
    const userIds = investors.map((investor) => investor.userId);
    const marks = userIds.map(() => '?').join(',');
    expect(await count(`SELECT COUNT(*) AS n FROM investments WHERE user_id IN (${marks})`, userIds)).toBe(purchases.length);
    expect(await count(`SELECT COUNT(*) AS n FROM investments WHERE user_id IN (${marks}) AND status <> 'active'`, userIds)).toBe(0);
    expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE user_id IN (${marks})`, userIds)).toBe(purchases.length);
    expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE user_id IN (${marks}) AND status <> 'completed'`, userIds)).toBe(0);
    expect(await count(`SELECT COUNT(*) AS n FROM (SELECT investment_id FROM payments GROUP BY investment_id HAVING COUNT(*) > 1) AS doubled`)).toBe(0);
    expect(await count(`SELECT COUNT(*) AS n FROM payments p WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE t.payment_id = p.id)`)).toBe(0);
    expect(await count(`SELECT COUNT(*) AS n FROM payments p WHERE NOT EXISTS (SELECT 1 FROM investments i WHERE i.id = p.investment_id)`)).toBe(0);
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM payouts o WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.investment_id = o.investment_id AND p.status = 'completed')`,
      ),
    ).toBe(0);
    expect(new Set(purchases.map((p) => p.investmentId)).size).toBe(purchases.length);
    // The gateway charged each purchase exactly once.
    const charges = await Promise.all(purchases.map((p) => capturedCharges(api.gateway.url, `${p.investmentId}:1`)));
    expect(charges.filter((captured) => captured !== 1)).toEqual([]);
  }, 120_000);
});
