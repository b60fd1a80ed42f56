/**
 * `npm run test:reliability` (load part): 60 s of mixed traffic from autocannon against the running platform
 * (through the shell's /api proxy, as the browser talks): catalogue reads, session, dashboard reads, and
 * purchases (POST /api/investments then POST /api/payments/process, each with an Idempotency-Key, and a
 * retry of the investment with the same key). Afterwards every user's ledger is counted through the API:
 * zero errors, zero lost and zero duplicated writes, or the process exits 1.
 * Starts the platform on a fresh embedded database when it is not already running.
 * LOAD_SECONDS and LOAD_CONNECTIONS override the defaults (60 s, 16 connections); LOAD_URL points it at another
 * server with the API under /api (e.g. the API alone) instead of starting the platform.
 */
import { freshPan } from '@invest/testing/identity';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  AADHAAR_CONSENT_VERSION,
  type GatewayCheckout,
  type ProcessPaymentResponse,
  SANDBOX_GATEWAY,
  SANDBOX_IDENTITY,
  SANDBOX_IDENTITY_TEST_VALUES,
  TERMS_VERSION,
} from '@invest/contracts';
import { payInCheckout } from '@invest/sandbox-gateway';
import { SHELL_URL } from '../tools/platform-apps.ts';
import { withPlatform } from './with-platform.ts';
import { verhoeffCheckDigit } from '../libs/contracts/src/checksums.ts';

const BASE_URL = process.env.LOAD_URL || SHELL_URL;
const GATEWAY_URL = process.env.LOAD_GATEWAY_URL || `http://127.0.0.1:${SANDBOX_GATEWAY.port}`;
/** The SMS and KYC stand-in (its inbox holds the texted OTPs). */
const IDENTITY_URL = process.env.LOAD_IDENTITY_URL || `http://127.0.0.1:${SANDBOX_IDENTITY.port}`;
const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 16);
const AMOUNT = 100000;
const CSRF = { 'x-requested-with': 'invest-web', 'content-type': 'application/json' };
const FIGURES_DIR = process.env.FIGURES_DIR || join(tmpdir(), 'invest-figures');

/** An 11-digit stem plus its Verhoeff check digit: a fresh Aadhaar-shaped test value (each account needs its own). */
function verhoeffNumber(stem: string): string {
  return `${stem}${verhoeffCheckDigit(stem)}`;
}

interface User {
  userId: string;
  cookie: string;
  ip: string;
}

process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'invest-load-'));

async function signUp(index: number): Promise<User> {
  const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const phone = `7${String(Date.now() % 1e7).padStart(7, '0')}${String(index).padStart(2, '0')}`;
  const headers = { ...CSRF, 'x-forwarded-for': ip };
  const sent = await fetch(`${BASE_URL}/api/otp/generate`, { method: 'POST', headers, body: JSON.stringify({ phone, type: 'kyc' }) });
  if (sent.status !== 200) throw new Error(`otp/generate: ${sent.status} ${await sent.text()}`);
  const inbox = (await (await fetch(`${IDENTITY_URL}/inbox?phone=${phone}`)).json()) as { body: string }[];
  const otp = /\b(\d{6})\b/.exec(inbox[0]?.body ?? '')?.[1];
  const verified = await fetch(`${BASE_URL}/api/otp/verify`, { method: 'POST', headers, body: JSON.stringify({ phone, otp }) });
  const cookie = (verified.headers.getSetCookie().find((line) => line.startsWith('sid=')) ?? '').split(';')[0] ?? '';
  const session = (await (await fetch(`${BASE_URL}/api/session`, { headers: { cookie } })).json()) as { userId: string };
  const aadhaar = verhoeffNumber(`${2 + (index % 8)}${String(Date.now()).slice(-8)}${String(index).padStart(2, '0')}`);
  // KYC through the real endpoints: the details (the KYC stand-in texts the Aadhaar OTP), then its documented OTP.
  const started = await fetch(`${BASE_URL}/api/kyc/verify`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ aadhaar, pan: freshPan(), userId: session.userId, consentVersion: AADHAAR_CONSENT_VERSION }),
  });
  if (started.status !== 202) throw new Error(`kyc/verify of ${aadhaar}: ${started.status} ${await started.text()}`);
  const kyc = await fetch(`${BASE_URL}/api/kyc/aadhaar-otp`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ otp: SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp, userId: session.userId }),
  });
  if (kyc.status !== 200) throw new Error(`kyc/aadhaar-otp of ${aadhaar}: ${kyc.status} ${await kyc.text()}`);
  return { userId: session.userId, cookie, ip };
}

interface Tally {
  /** Each purchase has its own amount (AMOUNT + sequence): a second investment with it is a duplicate. */
  paidAmounts: Map<string, Set<number>>;
  /** Checkouts opened during the run (an intent and its gateway order each), paid afterwards. */
  opened: Array<{ user: User; investmentId: string; amount: number; checkout: GatewayCheckout }>;
  replayMismatches: number;
}

const run = async (): Promise<void> => {
  // One KYC-verified user per connection.
  const users: User[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) users.push(await signUp(i));
  const tally: Tally = { paidAmounts: new Map(users.map((u) => [u.userId, new Set()])), opened: [], replayMismatches: 0 };
  let sequence = 0;
  let connectionCounter = 0;
  const userOf = (context: Record<string, unknown>): User => {
    if (context.user === undefined) context.user = users[connectionCounter++ % users.length];
    return context.user as User;
  };
  const authed = (user: User) => ({ cookie: user.cookie, 'x-forwarded-for': user.ip });

  const result = await autocannon({
    url: BASE_URL,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests: [
      { method: 'GET', path: '/api/catalogue/products' },
      {
        method: 'GET',
        setupRequest: (request, context) => ({ ...request, path: '/api/session', headers: authed(userOf(context)) }),
      },
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const user = userOf(context);
          context.investKey = `load-${randomUUID()}`;
          context.investmentId = undefined;
          context.amount = AMOUNT + ++sequence;
          const body = { userId: user.userId, planId: 'plan.fixed-deposits.short-term-fd', amount: context.amount, investmentDate: new Date().toISOString() };
          context.investBody = JSON.stringify(body);
          return {
            ...request,
            path: '/api/investments',
            headers: { ...CSRF, ...authed(user), 'idempotency-key': String(context.investKey) },
            body: String(context.investBody),
          };
        },
        onResponse: (status, body, context) => {
          if (status !== 201) return;
          context.investmentId = (JSON.parse(body) as { investment: { id: string } }).investment.id;
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const user = userOf(context);
          context.payKey = `load-${randomUUID()}`;
          const body = {
            investmentId: context.investmentId ?? 'missing',
            amount: String(context.amount),
            paymentMethod: 'upi',
            userId: user.userId,
            upiId: 'asha.rao@okaxis',
            termsVersion: TERMS_VERSION,
          };
          return {
            ...request,
            path: '/api/payments/process',
            headers: { ...CSRF, ...authed(user), 'idempotency-key': String(context.payKey) },
            body: JSON.stringify(body),
          };
        },
        onResponse: (status, body, context) => {
          if (status !== 200 || typeof context.investmentId !== 'string') return;
          const { checkout } = JSON.parse(body) as ProcessPaymentResponse;
          tally.opened.push({ user: userOf(context), investmentId: context.investmentId, amount: Number(context.amount), checkout });
        },
      },
      {
        // The same investment again with the same key (a client retry): must replay, not create a second one.
        method: 'POST',
        setupRequest: (request, context) => ({
          ...request,
          path: '/api/investments',
          headers: { ...CSRF, ...authed(userOf(context)), 'idempotency-key': String(context.investKey) },
          body: String(context.investBody),
        }),
        onResponse: (status, body, context) => {
          const id = status === 201 ? (JSON.parse(body) as { investment: { id: string } }).investment.id : undefined;
          if (id !== context.investmentId) tally.replayMismatches += 1;
        },
      },
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const user = userOf(context);
          return { ...request, path: `/api/portfolio/${user.userId}`, headers: authed(user) };
        },
      },
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const user = userOf(context);
          return { ...request, path: `/api/transactions/user/${user.userId}?limit=5`, headers: authed(user) };
        },
      },
    ],
  });

  // The customers pay each opened checkout in the gateway stand-in; the browser reports each handler response.
  for (const { user, investmentId, amount, checkout } of tally.opened) {
    const paid = await payInCheckout(GATEWAY_URL, checkout, { vpa: 'asha.rao@okaxis' });
    if (!paid.ok) continue;
    const verified = await fetch(`${BASE_URL}/api/payments/verify`, {
      method: 'POST',
      headers: { ...CSRF, ...authed(user) },
      body: JSON.stringify({ investmentId, ...paid.response }),
    });
    if (verified.status === 200) tally.paidAmounts.get(user.userId)?.add(amount);
  }

  // Count what the platform holds: every paid purchase exactly once (requests cut off in flight when the run
  // ended may add a purchase the client never saw answered: that is neither lost nor duplicated).
  await new Promise((done) => setTimeout(done, 1_000));
  let lost = 0;
  let duplicated = 0;
  for (const user of users) {
    const response = await fetch(`${BASE_URL}/api/investments/user/${user.userId}?limit=200`, { headers: { cookie: user.cookie } });
    const held = (await response.json()) as { amount: number; status: string }[];
    const active = held.filter((investment) => investment.status === 'active').map((investment) => investment.amount);
    const counts = new Map<number, number>();
    for (const amount of held.map((investment) => investment.amount)) counts.set(amount, (counts.get(amount) ?? 0) + 1);
    duplicated += [...counts.values()].filter((n) => n > 1).reduce((sum, n) => sum + n - 1, 0);
    for (const amount of tally.paidAmounts.get(user.userId) ?? []) if (!active.includes(amount)) lost += 1;
    if (held.length >= 200) throw new Error('more than 200 investments per user: raise LOAD_CONNECTIONS');
  }
  duplicated += tally.replayMismatches;
  const purchases = [...tally.paidAmounts.values()].reduce((sum, set) => sum + set.size, 0);
  const figures = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    'requests/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    purchases,
    'lost writes': lost,
    'duplicated writes': duplicated,
    'replays answering another id': tally.replayMismatches,
  };
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(join(FIGURES_DIR, 'load.platform.json'), JSON.stringify({ suite: 'load', project: 'platform', figures }));
  console.log(JSON.stringify(figures));
  if (figures.errors > 0 || lost > 0 || duplicated > 0 || purchases === 0) process.exitCode = 1;
};

// Each simulated user comes from its own address (X-Forwarded-For): the shell is told its local client is a proxy.
await (process.env.LOAD_URL ? run() : withPlatform(run, { env: { SHELL_TRUST_PROXY: 'loopback' } }));
