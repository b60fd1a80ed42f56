/**
 * `npm run test:reliability` (load part): mixed traffic from autocannon against the platform (through the shell's /api
 * proxy, as the browser talks), once on each database: the embedded default (sql.js, in a fresh DATA_DIR) and MySQL (a
 * fresh database on the server of TEST_DATABASE_URL, created before the platform starts and dropped after it stops).
 * Each run's investors are onboarded as the product does it (bench/investor.ts: OTP sign-in, KYC, a bank account proven
 * by penny drop), enough for the run's purchases; the traffic is catalogue reads, session, dashboard reads, and purchases
 * (POST /api/investments then POST /api/payments/process, each with an Idempotency-Key, and a retry of the investment
 * with the same key). Afterwards the checkouts are paid and every user's holdings counted through the API: zero
 * errors, zero lost and zero duplicated writes, and at least one purchase, or the process exits 1.
 * Each database's figures go to FIGURES_DIR as `load.<database>.json` (run-suite.ts prints them).
 *
 * LOAD_SECONDS and LOAD_CONNECTIONS override the defaults (60 s, 16 connections) of each run, LOAD_USERS the number
 * of investors (default connections × seconds / 4, see PAYMENT_REQUESTS_PER_USER); LOAD_DATABASES picks
 * the databases (default `embedded,mysql`). LOAD_URL points it at a running server with the API under /api instead
 * (one run, figures `load.platform.json`).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { type GatewayCheckout, type ProcessPaymentResponse, SANDBOX_GATEWAY, SANDBOX_IDENTITY, SANDBOX_TEST_VALUES, TERMS_VERSION } from '@invest/contracts';
import { payInCheckout } from '@invest/sandbox-gateway';
import { SHELL_URL } from '../tools/platform-apps.ts';
import { createBenchDatabase } from './bench-database.ts';
import { CSRF, type Investor, onboardInvestor } from './investor.ts';
import { withPlatform } from './with-platform.ts';

const BASE_URL = process.env.LOAD_URL || SHELL_URL;
const GATEWAY_URL = process.env.LOAD_GATEWAY_URL || `http://127.0.0.1:${SANDBOX_GATEWAY.port}`;
/** The SMS and KYC stand-in (its inbox holds the texted OTPs). */
const IDENTITY_URL = process.env.LOAD_IDENTITY_URL || `http://127.0.0.1:${SANDBOX_IDENTITY.port}`;
const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 16);
/**
 * `POST /api/payments/process` takes 30 requests per user per 15 minutes (PROCESS_PER_WINDOW, payments.controller.ts):
 * each investor buys at most that many times in a run, so the run needs investors enough for its purchases (a round
 * of the traffic is one purchase; a connection makes about 6 rounds a second here). When every investor has used
 * theirs, a round skips its purchase (counted: 'rounds without a purchase'), it is not refused.
 */
const PAYMENT_REQUESTS_PER_USER = 30;
const USERS = Number(process.env.LOAD_USERS || Math.max(CONNECTIONS, Math.ceil((CONNECTIONS * SECONDS) / 4)));
/** Investors onboarded, and checkouts paid after the traffic, this many at a time. */
const CONCURRENCY = 8;
const DATABASES = (process.env.LOAD_DATABASES || 'embedded,mysql').split(',').map((name) => name.trim());
const AMOUNT = 100000;
const UPI_ID = SANDBOX_TEST_VALUES.approvedUpiId;
const FIGURES_DIR = process.env.FIGURES_DIR || join(tmpdir(), 'invest-figures');

/** The traffic's requests, in the order each connection sends them (the log names a refused request by its step). */
const STEPS = [
  'GET /api/catalogue/products',
  'GET /api/session',
  'POST /api/investments',
  'POST /api/payments/process',
  'POST /api/investments (retry, same key)',
  'GET /api/portfolio/:userId',
  'GET /api/transactions/user/:userId',
];

interface User extends Investor {
  ip: string;
  /** Payment requests this investor may still make in the run (the API's limit per user, PAYMENT_REQUESTS_PER_USER). */
  paymentsLeft: number;
}

/** An investor from an address of their own (the OTP limits count per address); `stamp` keeps phones apart between runs. */
async function signUp(index: number, stamp: number): Promise<User> {
  const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const phone = `7${String(stamp % 1e5).padStart(5, '0')}${String(index).padStart(4, '0')}`;
  const investor = await onboardInvestor({ baseUrl: BASE_URL, identityUrl: IDENTITY_URL, phone, headers: { 'x-forwarded-for': ip } });
  return { ...investor, ip, paymentsLeft: PAYMENT_REQUESTS_PER_USER };
}

/** `work(0)` … `work(count - 1)`, at most `concurrency` at a time; their results in the order they finished. */
async function inParallel<T>(count: number, concurrency: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) results.push(await work(next++));
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

interface Tally {
  /** Each purchase has its own amount (AMOUNT + sequence): a second investment with it is a duplicate. */
  paidAmounts: Map<string, Set<number>>;
  /** Checkouts opened during the run (an intent and its gateway order each), paid afterwards. */
  opened: Array<{ user: User; investmentId: string; amount: number; checkout: GatewayCheckout }>;
  replayMismatches: number;
  roundsWithoutPurchase: number;
}

type Figures = Record<string, number>;

/** One run against the platform at BASE_URL: its figures, written to FIGURES_DIR as `load.<project>.json`. */
async function loadOnce(project: string): Promise<Figures> {
  const stamp = Date.now();
  const users = await inParallel(USERS, CONCURRENCY, (index) => signUp(index, stamp));
  console.log(`[load] ${project}: ${users.length} investors onboarded (sign-in, KYC, bank account) in ${((Date.now() - stamp) / 1000).toFixed(1)} s`);
  const tally: Tally = { paidAmounts: new Map(users.map((u) => [u.userId, new Set()])), opened: [], replayMismatches: 0, roundsWithoutPurchase: 0 };
  let sequence = 0;
  let userCounter = 0;
  /**
   * The investor of this round (autocannon clears the context at the start of each round): the next one in turn who
   * may still pay, whose payment request is counted now; when none may, the next one, for a round without a purchase.
   */
  const nextBuyer = (): User | undefined => {
    for (let tried = 0; tried < users.length; tried += 1) {
      const user = users[userCounter++ % users.length];
      if (user && user.paymentsLeft > 0) {
        user.paymentsLeft -= 1;
        return user;
      }
    }
    return undefined;
  };
  const userOf = (context: Record<string, unknown>): User => {
    if (context.user === undefined) {
      const buyer = nextBuyer();
      context.purchase = buyer !== undefined;
      context.user = buyer ?? users[userCounter++ % users.length];
    }
    return context.user as User;
  };
  const authed = (user: User) => ({ cookie: user.cookie, 'x-forwarded-for': user.ip });
  /** Each refused request by its step, status and error code: what the log shows when the run has errors. */
  const refusals = new Map<string, number>();
  const noteRefusals = (step: number, request: Request): Request => ({
    ...request,
    onResponse: (status, body, context) => {
      if (status >= 300) {
        const code = /"code":"([A-Z_]+)"/.exec(body)?.[1] ?? '';
        const key = `${STEPS[step] ?? `step ${step + 1}`} → ${status} ${code}`.trim();
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
      }
      request.onResponse?.(status, body, context);
    },
  });

  const result = await autocannon({
    url: BASE_URL,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests: (
      [
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
              upiId: UPI_ID,
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
      ] satisfies Request[]
    ).map((request, step) => noteRefusals(step, request)),
  });
  for (const [refusal, count] of refusals) console.log(`[load] ${project}: ${count} × ${refusal}`);

  // The customers pay each opened checkout in the gateway stand-in; the browser reports each handler response. A
  // checkout the stand-in refuses, or a payment the API does not confirm, is an error of the run.
  const payingStarted = Date.now();
  let paymentErrors = 0;
  await inParallel(tally.opened.length, CONCURRENCY, async (index) => {
    const { user, investmentId, amount, checkout } = tally.opened[index]!;
    const paid = await payInCheckout(GATEWAY_URL, checkout, { vpa: UPI_ID });
    const verified = paid.ok
      ? await fetch(`${BASE_URL}/api/payments/verify`, {
          method: 'POST',
          headers: { ...CSRF, ...authed(user) },
          body: JSON.stringify({ investmentId, ...paid.response }),
        })
      : undefined;
    if (verified?.status === 200) tally.paidAmounts.get(user.userId)?.add(amount);
    else paymentErrors += 1;
  });
  const payingSeconds = ((Date.now() - payingStarted) / 1000).toFixed(1);
  console.log(`[load] ${project}: ${tally.opened.length} checkouts paid (${paymentErrors} not confirmed) in ${payingSeconds} s`);

  // Count what the platform holds: every paid purchase exactly once (requests cut off in flight when the run
  // ended may add a purchase the client never saw answered: that is neither lost nor duplicated).
  await new Promise((done) => setTimeout(done, 1_000));
  let lost = 0;
  let duplicated = 0;
  for (const user of users) {
    const response = await fetch(`${BASE_URL}/api/investments/user/${user.userId}?limit=200`, { headers: { cookie: user.cookie } });
    if (response.status !== 200) throw new Error(`counting the holdings: ${response.status} ${await response.text()}`);
    const held = (await response.json()) as { amount: number; status: string }[];
    const active = held.filter((investment) => investment.status === 'active').map((investment) => investment.amount);
    const counts = new Map<number, number>();
    for (const amount of held.map((investment) => investment.amount)) counts.set(amount, (counts.get(amount) ?? 0) + 1);
    duplicated += [...counts.values()].filter((n) => n > 1).reduce((sum, n) => sum + n - 1, 0);
    for (const amount of tally.paidAmounts.get(user.userId) ?? []) if (!active.includes(amount)) lost += 1;
    if (held.length >= 200) throw new Error('an investor holds 200 investments or more: the count cannot see them all');
  }
  duplicated += tally.replayMismatches;
  const purchases = [...tally.paidAmounts.values()].reduce((sum, set) => sum + set.size, 0);
  const figures = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    'requests/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + paymentErrors,
    purchases,
    'lost writes': lost,
    'duplicated writes': duplicated,
    'replays answering another id': tally.replayMismatches,
    'checkouts unpaid or unconfirmed (in errors)': paymentErrors,
    investors: users.length,
    'rounds without a purchase': tally.roundsWithoutPurchase,
  };
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(join(FIGURES_DIR, `load.${project}.json`), JSON.stringify({ suite: 'load', project, figures }));
  console.log(`[load] ${project}: ${JSON.stringify(figures)}`);
  return figures;
}

/** What fails the load: any error, lost or duplicated write, or no purchase at all (the purchase path is broken). */
function failures(figures: Figures): string[] {
  const failed: string[] = [];
  if (figures.errors) failed.push(`${figures.errors} errors`);
  if (figures['lost writes']) failed.push(`${figures['lost writes']} lost writes`);
  if (figures['duplicated writes']) failed.push(`${figures['duplicated writes']} duplicated writes`);
  if (!figures.purchases) failed.push('no purchase completed');
  return failed;
}

/** The load on one database, on a platform of its own (fresh data directory; a fresh MySQL database dropped afterwards). */
async function loadOn(database: string): Promise<Figures> {
  if (database !== 'embedded' && database !== 'mysql') throw new Error(`LOAD_DATABASES: embedded or mysql, not ${database}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'invest-load-'));
  const mysql = database === 'mysql' ? await createBenchDatabase('load') : undefined;
  let figures: Figures = {};
  try {
    console.log(`[load] ${database}: starting the platform${mysql ? ` on ${mysql.url}` : ''}...`);
    // Each simulated user comes from its own address (X-Forwarded-For): the shell is told its local client is a proxy.
    const env = { DATA_DIR: dataDir, DATABASE_URL: mysql?.url ?? '', SHELL_TRUST_PROXY: 'loopback' };
    await withPlatform(
      async () => {
        figures = await loadOnce(database);
      },
      { fresh: true, env },
    );
  } finally {
    await mysql?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

const failed: string[] = [];
if (process.env.LOAD_URL) {
  failed.push(...failures(await loadOnce('platform')).map((failure) => `platform: ${failure}`));
} else {
  for (const database of DATABASES) failed.push(...failures(await loadOn(database)).map((failure) => `${database}: ${failure}`));
}
if (failed.length > 0) {
  console.error(`[load] failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
