/** API figures: autocannon at 50 connections against the API and a bare Fastify in the same run; the API's RSS. */
import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type ProcessPaymentResponse,
  SANDBOX_GATEWAY,
  SANDBOX_IDENTITY,
  SANDBOX_TEST_VALUES,
  TERMS_VERSION,
} from '@invest/contracts';
import { payInCheckout } from '@invest/sandbox-gateway';
import { onboardInvestor } from './investor.ts';

export const API_URL = 'http://127.0.0.1:3000';
/** The SMS stand-in `npm start` runs: the OTPs are read from its inbox, as a phone would. */
const IDENTITY_URL = `http://127.0.0.1:${SANDBOX_IDENTITY.port}`;
const GATEWAY_URL = `http://127.0.0.1:${SANDBOX_GATEWAY.port}`;
const CONNECTIONS = 50;
const csrf = { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function figures(result: Result): LoadFigures {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

let phoneSeed = 0;
/** Valid Indian mobile numbers, distinct within a run (each OTP send has its own per-phone limit). */
function nextPhone(): string {
  phoneSeed += 1;
  return `7${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeed % 10_000).padStart(4, '0')}`;
}

async function post(path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${API_URL}${path}`, { method: 'POST', headers: { ...csrf, cookie }, body: JSON.stringify(body) });
}

export interface BenchUser {
  userId: string;
  cookie: string;
}

/**
 * A fresh investor as the product makes one (bench/investor.ts: OTP sign-in, KYC, a bank account proven by penny drop)
 * who buys `count` investments: a 12-month fixed deposit, 5-year corporate bonds and digital gold in turn.
 */
export async function userWithInvestments(count = 20): Promise<BenchUser> {
  const { userId, cookie } = await onboardInvestor({ baseUrl: API_URL, identityUrl: IDENTITY_URL, phone: nextPhone() });
  const products = [
    { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 },
    { planId: 'plan.bonds.corporate-bonds', amount: 50000, duration: 60 },
    { planId: 'plan.gold.digital-gold', amount: 10000 },
  ];
  for (let i = 0; i < count; i += 1) {
    const product = products[i % products.length]!;
    const created = await post('/api/investments', { userId, ...product, investmentDate: new Date().toISOString() }, cookie);
    const investmentId = ((await created.json()) as { investment?: { id: string } }).investment?.id;
    if (!investmentId) throw new Error(`investment ${i + 1} failed: ${created.status}`);
    const opened = await post(
      '/api/payments/process',
      { investmentId, amount: String(product.amount), paymentMethod: 'card', userId, termsVersion: TERMS_VERSION },
      cookie,
    );
    if (opened.status !== 200) throw new Error(`payment ${i + 1} failed: ${opened.status} ${await opened.text()}`);
    const { checkout } = (await opened.json()) as ProcessPaymentResponse;
    // The customer pays in the gateway stand-in's checkout; the browser then reports the handler response.
    const paid = await payInCheckout(GATEWAY_URL, checkout, { card: SANDBOX_TEST_VALUES.approvedCardNumber });
    if (!paid.ok) throw new Error(`checkout ${i + 1} refused: ${paid.error.description ?? ''}`);
    const verified = await post('/api/payments/verify', { investmentId, ...paid.response }, cookie);
    if (verified.status !== 200) throw new Error(`payment ${i + 1} not verified: ${verified.status} ${await verified.text()}`);
  }
  return { userId, cookie };
}

export interface LoadRound {
  bare: LoadFigures;
  catalogue: LoadFigures;
  session: LoadFigures;
  portfolio: LoadFigures;
  otp: LoadFigures;
}

/** One round: the bare Fastify first, then each endpoint, `seconds` each at 50 connections. */
export async function loadRound(bareUrl: string, user: BenchUser, seconds: number): Promise<LoadRound> {
  const run = (options: Parameters<typeof autocannon>[0]) => autocannon({ connections: CONNECTIONS, duration: seconds, ...options }).then(figures);
  const bare = await run({ url: bareUrl });
  const catalogue = await run({ url: `${API_URL}/api/catalogue/products` });
  const session = await run({ url: `${API_URL}/api/session`, headers: { cookie: user.cookie } });
  const portfolio = await run({ url: `${API_URL}/api/portfolio/${user.userId}`, headers: { cookie: user.cookie } });
  const otp = await run({
    url: API_URL,
    requests: [
      {
        method: 'POST',
        path: '/api/otp/generate',
        headers: csrf,
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ phone: nextPhone(), type: 'contact' }) }),
      },
    ],
  });
  return { bare, catalogue, session, portfolio, otp };
}

/** Resident memory of a process, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) * 1024;
}
