/** API figures: autocannon at 50 connections against the API and a bare Fastify in the same run; the API's RSS. */
import { readFileSync } from 'node:fs';
import autocannon, { type Options, type Result } from 'autocannon';
import {
  AADHAAR_CONSENT_VERSION,
  type BankAccountResponse,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type ProcessPaymentResponse,
  SANDBOX_GATEWAY,
  SANDBOX_IDENTITY,
  SANDBOX_IDENTITY_TEST_VALUES,
  SANDBOX_PAYOUT_TEST_VALUES,
  SANDBOX_TEST_VALUES,
  TERMS_VERSION,
  verhoeffCheckDigit,
} from '@invest/contracts';
import { payInCheckout } from '@invest/sandbox-gateway';
import { freshPan } from '@invest/testing/identity';
import type { BenchDatabase } from './bench-database.ts';

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
 * KYC through the real endpoints (a fresh Aadhaar and PAN; the KYC stand-in texts its documented Aadhaar OTP), then a
 * bank account in the holder's name, verified by the gateway stand-in's penny drop: investing needs both.
 */
async function onboard(userId: string, cookie: string): Promise<void> {
  const stem = `${2 + (phoneSeed % 7)}${String(Date.now() % 1e8).padStart(8, '0')}${String(phoneSeed % 100).padStart(2, '0')}`;
  const aadhaar = `${stem}${verhoeffCheckDigit(stem)}`;
  const started = await post('/api/kyc/verify', { aadhaar, pan: freshPan(), userId, consentVersion: AADHAAR_CONSENT_VERSION }, cookie);
  if (started.status !== 202) throw new Error(`kyc/verify failed: ${started.status} ${await started.text()}`);
  const kyc = await post('/api/kyc/aadhaar-otp', { otp: SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp, userId }, cookie);
  if (kyc.status !== 200) throw new Error(`kyc/aadhaar-otp failed: ${kyc.status} ${await kyc.text()}`);
  const accountNumber = `5${String(Date.now() % 1e9).padStart(9, '0')}${String(phoneSeed % 100).padStart(2, '0')}`;
  const added = await post(
    '/api/bank-account',
    { accountNumber, ifsc: SANDBOX_PAYOUT_TEST_VALUES.ifsc, holderName: SANDBOX_IDENTITY_TEST_VALUES.holderName },
    cookie,
  );
  let account = ((await added.json()) as BankAccountResponse).account;
  // 202: the penny drop is under way; GET follows it up.
  for (let tries = 0; account?.status === 'verifying' && tries < 40; tries += 1) {
    await new Promise((done) => setTimeout(done, 250));
    account = ((await (await fetch(`${API_URL}/api/bank-account`, { headers: { cookie } })).json()) as BankAccountResponse).account;
  }
  if (account?.status !== 'verified') throw new Error(`bank account not verified: ${added.status} ${account?.status ?? 'none'}`);
}

/** Signs a fresh user in through the OTP endpoints, completes KYC and a bank account, and buys 20 investments. */
export async function userWithInvestments(_db: BenchDatabase, count = 20): Promise<BenchUser> {
  const phone = nextPhone();
  if ((await post('/api/otp/generate', { phone, type: 'kyc' })).status !== 200) throw new Error('otp/generate failed');
  const inbox = (await (await fetch(`${IDENTITY_URL}/inbox?phone=${phone}`)).json()) as { body: string }[];
  const otp = inbox[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const verified = await post('/api/otp/verify', { phone, otp });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const session = (await (await fetch(`${API_URL}/api/session`, { headers: { cookie } })).json()) as { userId: string };
  await onboard(session.userId, cookie);
  const products = [
    { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 },
    { planId: 'plan.bonds.corporate-bonds', amount: 50000 },
    { planId: 'plan.gold.digital-gold', amount: 10000 },
  ];
  for (let i = 0; i < count; i += 1) {
    const product = products[i % products.length]!;
    const created = await post('/api/investments', { userId: session.userId, ...product, investmentDate: new Date().toISOString() }, cookie);
    const investmentId = ((await created.json()) as { investment?: { id: string } }).investment?.id;
    if (!investmentId) throw new Error(`investment ${i + 1} failed: ${created.status}`);
    const opened = await post(
      '/api/payments/process',
      { investmentId, amount: String(product.amount), paymentMethod: 'card', userId: session.userId, termsVersion: TERMS_VERSION },
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
  return { userId: session.userId, cookie };
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
