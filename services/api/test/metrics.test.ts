import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import { apiRegistry } from '../src/common/metrics/api-metrics.js';
import { startMetricsServer } from '../src/common/metrics/metrics-server.js';
import { buy, setClock } from './support/ledger-setup.js';
import { scrape, value } from './support/metrics.js';
import { payoutInvestor } from './support/payouts.js';
import { newPhone, signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The API's Prometheus endpoint (main.ts serves it on METRICS_PORT, apart from the API's port), scraped before and
 * after real requests: each series the dashboards and alerts read moves.
 */
let database: TestDatabase;
let api: TestApp;
let metrics: Server;
let metricsUrl: string;
let ip = 0;
const nextIp = () => `10.47.0.${++ip}`;
const REGULAR_FD = { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 };
const onMysql = () => database.env.DATABASE_URL?.startsWith('mysql://') ?? false;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  const started = await startMetricsServer(apiRegistry, 0, '127.0.0.1');
  metrics = started.server;
  metricsUrl = `http://127.0.0.1:${started.port}/metrics`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => metrics?.close(resolve));
  await api?.close();
  await database?.drop();
}, 60_000);

describe('the metrics endpoint', () => {
  it('answers GET /metrics in Prometheus text on its own port, and nothing else; the API port has no /metrics', async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('# TYPE invest_api_http_request_duration_seconds histogram');
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await api.client().get('/api/metrics')).status).toBe(404);
    expect((await api.client().get('/metrics')).status).toBe(404);
  });

  it('times requests by route template and status (one series per route, whatever the id)', async () => {
    const route = { method: 'GET', route: '/api/portfolio/:userId', status: '401' };
    const before = await scrape(metricsUrl);
    for (const id of ['a', 'b', 'c']) expect((await api.client().get(`/api/portfolio/${id}`)).status).toBe(401);
    expect((await api.client().get('/api/health')).status).toBe(200);
    const after = await scrape(metricsUrl);
    expect(value(after, 'invest_api_http_request_duration_seconds_count', route) - value(before, 'invest_api_http_request_duration_seconds_count', route)).toBe(
      3,
    );
    const health = { method: 'GET', route: '/api/health', status: '200' };
    expect(value(after, 'invest_api_http_request_duration_seconds_count', health)).toBeGreaterThan(
      value(before, 'invest_api_http_request_duration_seconds_count', health),
    );
    expect([...after.keys()].some((key) => key.includes('/api/portfolio/a'))).toBe(false);
  });

  it('counts OTP sends and lockouts, and times the SMS provider', async () => {
    const before = await scrape(metricsUrl);
    const client = api.client(nextIp());
    await signIn(client, newPhone());
    // Another phone's code gets wrong guesses until it is given up (a security event: counted once, never per phone).
    const phone = newPhone();
    const generated = await client.post('/api/otp/generate', { phone, type: 'kyc' });
    expect(generated.status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) await client.post('/api/otp/verify', { phone, otp: '000000' });
    const after = await scrape(metricsUrl);
    expect(value(after, 'invest_api_otp_sends_total', { outcome: 'sent' }) - value(before, 'invest_api_otp_sends_total', { outcome: 'sent' })).toBe(2);
    expect(value(after, 'invest_api_otp_lockouts_total') - value(before, 'invest_api_otp_lockouts_total')).toBe(1);
    const sms = { provider: 'msg91', outcome: 'ok' };
    expect(value(after, 'invest_api_provider_call_duration_seconds_count', sms) - value(before, 'invest_api_provider_call_duration_seconds_count', sms)).toBe(
      2,
    );
  });

  it('shows a paid investment in the ledger gauges: the payment by method, its payouts pending, the gateway calls', async () => {
    setClock(api, '2026-01-10T06:30:00.000Z');
    const before = await scrape(metricsUrl);
    const investor = await payoutInvestor(api, nextIp());
    expect((await buy(api, investor.http, investor.id, REGULAR_FD)).paymentStatus).toBe(200);
    // The ledger is read at most every 10 s: wait for a read after the purchase.
    let after = await scrape(metricsUrl);
    for (let tries = 0; value(after, 'invest_payments', { method: 'card', status: 'completed' }) < 1 && tries < 60; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await scrape(metricsUrl);
    }
    expect(value(after, 'invest_payments', { method: 'card', status: 'completed' })).toBe(1);
    expect(value(after, 'invest_payouts', { status: 'pending' })).toBe(12);
    expect(value(after, 'invest_payout_oldest_processing_age_seconds')).toBe(0);
    expect(value(after, 'invest_refunds_due')).toBe(0);
    const razorpay = { provider: 'razorpay', outcome: 'ok' };
    expect(value(after, 'invest_api_provider_call_duration_seconds_count', razorpay)).toBeGreaterThan(
      value(before, 'invest_api_provider_call_duration_seconds_count', razorpay),
    );
    // The penny drop that verified the bank account went through RazorpayX.
    const razorpayx = { provider: 'razorpayx', outcome: 'ok' };
    expect(value(after, 'invest_api_provider_call_duration_seconds_count', razorpayx)).toBeGreaterThan(
      value(before, 'invest_api_provider_call_duration_seconds_count', razorpayx),
    );
  }, 60_000);

  it("reports each sweep's lag and duration, and on MySQL the connection pool's use", async () => {
    const series = await scrape(metricsUrl);
    const lags = [...series.keys()].filter((key) => key.startsWith('invest_api_sweep_lag_seconds{'));
    expect(lags.length).toBeGreaterThan(0);
    for (const key of lags) expect(series.get(key)).toBeLessThan(3600);
    expect([...series.keys()].some((key) => key.startsWith('invest_api_sweep_duration_seconds_count{') && key.includes('outcome="ok"'))).toBe(true);
    if (onMysql()) {
      expect(value(series, 'invest_api_db_pool_connections', { state: 'limit' })).toBe(10);
      expect(value(series, 'invest_api_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
    } else {
      expect(value(series, 'invest_api_db_pool_connections', { state: 'limit' })).toBe(0);
    }
  });
});
