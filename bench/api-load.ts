/** API figures: autocannon at 50 connections against the API and a bare Fastify in the same run; the API's RSS. */
import { readFileSync } from 'node:fs';
import autocannon, { type Options, type Result } from 'autocannon';
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

/** Throughput and latency; errors: failed or timed-out requests and answers of another status than `status`. */
function figures(result: Result, status: number): LoadFigures {
  const answered = Object.values(result.statusCodeStats).reduce((sum, stats) => sum + stats.count, 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + answered - (result.statusCodeStats[String(status)]?.count ?? 0),
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

/**
 * One load of the API rows: what autocannon sends to a server (`base`: the API, or the bare Fastify serving the same
 * paths) for the bench's user, and the status every answer must have (anything else counts as an error).
 */
export interface ApiLoad {
  status: number;
  options: (base: string, user: BenchUser) => Promise<Omit<Options, 'connections' | 'duration'>>;
}

/** The ETag `url` answers with now (what a browser holding the catalogue sends back as If-None-Match). */
async function entityTagOf(url: string): Promise<string> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const tag = response.headers.get('etag');
  if (!tag) throw new Error(`${url} sent no ETag`);
  return tag;
}

export function apiLoads() {
  return {
    hello: { status: 200, options: async (base) => ({ url: `${base}/` }) },
    catalogue: { status: 200, options: async (base) => ({ url: `${base}/api/catalogue/products` }) },
    catalogue304: {
      status: 304,
      options: async (base) => ({ url: `${base}/api/catalogue/products`, headers: { 'if-none-match': await entityTagOf(`${base}/api/catalogue/products`) } }),
    },
    session: { status: 200, options: async (base, user) => ({ url: `${base}/api/session`, headers: { cookie: user.cookie } }) },
    portfolio: { status: 200, options: async (base, user) => ({ url: `${base}/api/portfolio/${user.userId}`, headers: { cookie: user.cookie } }) },
    otp: {
      status: 200,
      options: async (base) => ({
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/otp/generate',
            headers: csrf,
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ phone: nextPhone(), type: 'contact' }) }),
          },
        ],
      }),
    },
  } satisfies Record<string, ApiLoad>;
}

/** A load against `base`, run for `seconds` at 50 connections each time the answer is called. */
export function loadFor(load: ApiLoad, user: BenchUser, base: string): (seconds: number) => Promise<LoadFigures> {
  let options: ReturnType<ApiLoad['options']> | undefined;
  return async (seconds) => {
    options ??= load.options(base, user);
    const result = await autocannon({ connections: CONNECTIONS, duration: seconds, ...(await options) });
    return figures(result, load.status);
  };
}

/** Resident memory of a process, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) * 1024;
}
