/**
 * `npm run test:reliability` (load part): 60 s of mixed traffic from autocannon against the running platform
 * (through the shell's /api proxy, as the browser talks): catalogue reads, session, dashboard reads, and
 * purchases (POST /api/investments then POST /api/payments/process, each with an Idempotency-Key, and a
 * retry of the investment with the same key). Afterwards every user's ledger is counted through the API:
 * zero errors, zero lost and zero duplicated writes, or the process exits 1.
 * Starts the platform on a fresh embedded database when it is not already running.
 * LOAD_SECONDS and LOAD_CONNECTIONS override the defaults (60 s, 16 connections).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SHELL_URL } from '../tools/platform-apps.ts';
import { withPlatform } from './with-platform.ts';

const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 16);
const AMOUNT = 100000;
const CSRF = { 'x-requested-with': 'invest-web', 'content-type': 'application/json' };
const FIGURES_DIR = process.env.FIGURES_DIR || join(tmpdir(), 'invest-figures');

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
  const sent = await fetch(`${SHELL_URL}/api/otp/generate`, { method: 'POST', headers, body: JSON.stringify({ phone, type: 'kyc' }) });
  if (sent.status !== 200) throw new Error(`otp/generate: ${sent.status} ${await sent.text()}`);
  const outbox = (await (await fetch(`${SHELL_URL}/api/dev/sms-outbox?phone=${phone}`)).json()) as { body: string }[];
  const otp = /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')?.[1];
  const verified = await fetch(`${SHELL_URL}/api/otp/verify`, { method: 'POST', headers, body: JSON.stringify({ phone, otp }) });
  const cookie = (verified.headers.getSetCookie().find((line) => line.startsWith('sid=')) ?? '').split(';')[0] ?? '';
  const session = (await (await fetch(`${SHELL_URL}/api/session`, { headers: { cookie } })).json()) as { userId: string };
  const aadhaar = ['2341 2341 2346', '4991 2345 6780', '8765 4321 0121', '3333 4444 5555'];
  // KYC through the real endpoint (sandbox values); a user whose KYC the sandbox refuses is not used.
  const kyc = await fetch(`${SHELL_URL}/api/kyc/verify`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ aadhaar: aadhaar[index % aadhaar.length], pan: 'ABCPE1234F', userId: session.userId }),
  });
  if (kyc.status !== 200) throw new Error(`kyc/verify: ${kyc.status} ${await kyc.text()}`);
  return { userId: session.userId, cookie, ip };
}

interface Tally {
  investKeys: Set<string>;
  paidInvestments: Map<string, Set<string>>;
  replayMismatches: number;
}

await withPlatform(async () => {
  // One KYC-verified user per Aadhaar test value; connections share them round-robin.
  const users: User[] = [];
  for (let i = 0; i < 4; i += 1) users.push(await signUp(i));
  const tally: Tally = { investKeys: new Set(), paidInvestments: new Map(users.map((u) => [u.userId, new Set()])), replayMismatches: 0 };
  let connectionCounter = 0;
  const userOf = (context: Record<string, unknown>): User => {
    if (context.user === undefined) context.user = users[connectionCounter++ % users.length];
    return context.user as User;
  };
  const authed = (user: User) => ({ cookie: user.cookie, 'x-forwarded-for': user.ip });

  const result = await autocannon({
    url: SHELL_URL,
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
          const body = { userId: user.userId, productType: 'Fixed Deposits', productName: '12 Months FD', amount: AMOUNT, investmentDate: new Date().toISOString(), duration: 12, returnRate: '18' };
          context.investBody = JSON.stringify(body);
          return { ...request, path: '/api/investments', headers: { ...CSRF, ...authed(user), 'idempotency-key': String(context.investKey) }, body: String(context.investBody) };
        },
        onResponse: (status, body, context) => {
          if (status !== 201) return;
          tally.investKeys.add(String(context.investKey));
          context.investmentId = (JSON.parse(body) as { investment: { id: string } }).investment.id;
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const user = userOf(context);
          context.payKey = `load-${randomUUID()}`;
          const body = { investmentId: context.investmentId ?? 'missing', amount: String(AMOUNT), paymentMethod: 'upi', userId: user.userId, upiId: 'asha.rao@okaxis' };
          return { ...request, path: '/api/payments/process', headers: { ...CSRF, ...authed(user), 'idempotency-key': String(context.payKey) }, body: JSON.stringify(body) };
        },
        onResponse: (status, _body, context) => {
          if (status === 200) tally.paidInvestments.get(userOf(context).userId)?.add(String(context.investmentId));
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

  // Count what the platform holds: every paid purchase once, nothing else.
  let lost = 0;
  let duplicated = 0;
  for (const user of users) {
    const portfolio = (await (await fetch(`${SHELL_URL}/api/portfolio/${user.userId}`, { headers: { cookie: user.cookie } })).json()) as { investmentCount: number; totalInvested: number };
    const expected = tally.paidInvestments.get(user.userId)?.size ?? 0;
    if (portfolio.investmentCount < expected) lost += expected - portfolio.investmentCount;
    if (portfolio.investmentCount > expected) duplicated += portfolio.investmentCount - expected;
    if (portfolio.totalInvested !== portfolio.investmentCount * AMOUNT) duplicated += 1;
  }
  duplicated += tally.replayMismatches;
  const purchases = [...tally.paidInvestments.values()].reduce((sum, set) => sum + set.size, 0);
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
  };
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(join(FIGURES_DIR, 'load.platform.json'), JSON.stringify({ suite: 'load', project: 'platform', figures }));
  console.log(JSON.stringify(figures));
  if (figures.errors > 0 || lost > 0 || duplicated > 0 || purchases === 0) process.exitCode = 1;
});
