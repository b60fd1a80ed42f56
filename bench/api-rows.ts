/**
 * The "api" rows of `npm run bench`: each endpoint side by side with its baseline, measured in the same run, in ABBA
 * order (baseline, API, API, baseline; a burst of load from elsewhere on the shared machine hits both alike) at 50
 * connections; the figures are the means of every pass of both rounds.
 *
 * - portfolio (20 investments) against a bare Fastify + mysql2 running the same SQL (bench/bare-fastify.ts);
 * - the same portfolio, and the catalogue, on two more APIs started together, request logging at `info` (as shipped)
 *   against LOG_LEVEL=warn (no request lines): what logging costs where the database bounds the rate, and where the
 *   API's own CPU does;
 * - the catalogue, 200 and 304 (If-None-Match), against a bare Fastify sending the same bytes;
 * - the session and an OTP send, against a bare Fastify hello world (information only).
 */
import { apiLoads, loadFor, type BenchUser, type LoadFigures } from './api-load.ts';
import { ratioOf, type Row } from './table.ts';

export interface ApiServers {
  /** The API as shipped (request logging at `info`). */
  api: string;
  /**
   * Two more APIs started together after the setup, one as shipped (`info`), one with LOG_LEVEL=warn (no request
   * lines): the logging row compares them, not the API above (it served the setup, and in a test on this machine it
   * often ran faster than a second API with the very same settings: the comparison must not mix the two).
   */
  loggingOn: string;
  loggingOff: string;
  /** bench/bare-fastify.ts with its portfolio and catalogue baselines. */
  bare: string;
}

type Run = (seconds: number) => Promise<LoadFigures>;

export interface Pair {
  figure: LoadFigures[];
  baseline: LoadFigures[];
}

export interface ApiRound {
  portfolio: Pair;
  logging: Pair;
  loggingCatalogue: Pair;
  catalogue: Pair;
  catalogue304: Pair;
  session: Pair;
  otp: Pair;
}

const WARM_UP_SECONDS = 1;
/** Each server's first load, before the first round (the logging row's APIs take no other traffic). */
const FIRST_WARM_UP_SECONDS = 5;

/** Warms every server up with each load it takes in a round (JIT, pools, caches), once before the first round. */
export async function warmUp(servers: ApiServers, user: BenchUser): Promise<void> {
  const loads = apiLoads();
  const pairs: Array<[string, keyof typeof loads]> = [
    [servers.api, 'portfolio'],
    [servers.loggingOn, 'portfolio'],
    [servers.loggingOff, 'portfolio'],
    [servers.loggingOn, 'catalogue'],
    [servers.loggingOff, 'catalogue'],
    [servers.bare, 'portfolio'],
    [servers.api, 'catalogue'],
    [servers.bare, 'catalogue'],
    [servers.api, 'session'],
  ];
  for (const [base, load] of pairs) await loadFor(loads[load], user, base)(FIRST_WARM_UP_SECONDS);
}

/**
 * Throws unless the baselines answer what the API answers: the same portfolio JSON (same SQL, same valuation) and
 * the same catalogue bytes with the same ETag, and the same 304.
 */
export async function checkBaselines(servers: ApiServers, user: BenchUser): Promise<void> {
  const read = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers });
    return { status: response.status, etag: response.headers.get('etag'), body: await response.text() };
  };
  const portfolio = `/api/portfolio/${user.userId}`;
  const [api, bare] = await Promise.all([
    read(`${servers.api}${portfolio}`, { cookie: user.cookie }),
    read(`${servers.bare}${portfolio}`, { cookie: user.cookie }),
  ]);
  if (api.status !== 200 || bare.status !== 200 || JSON.stringify(JSON.parse(api.body)) !== JSON.stringify(JSON.parse(bare.body)))
    throw new Error(`The bare portfolio answers otherwise than the API:\n${api.status} ${api.body}\n${bare.status} ${bare.body}`);
  const catalogue = '/api/catalogue/products';
  const [apiCatalogue, bareCatalogue] = await Promise.all([read(`${servers.api}${catalogue}`), read(`${servers.bare}${catalogue}`)]);
  if (apiCatalogue.body !== bareCatalogue.body || apiCatalogue.etag === null || apiCatalogue.etag !== bareCatalogue.etag)
    throw new Error('The bare catalogue sends other bytes or another ETag than the API.');
  const cached = { 'if-none-match': apiCatalogue.etag };
  const [api304, bare304] = await Promise.all([read(`${servers.api}${catalogue}`, cached), read(`${servers.bare}${catalogue}`, cached)]);
  if (api304.status !== 304 || bare304.status !== 304 || api304.body !== '' || bare304.body !== '')
    throw new Error('If-None-Match is not answered 304 by both.');
}

/** Two passes of each in ABBA order, after a short warm-up of both. */
async function abba(figure: Run, baseline: Run, seconds: number): Promise<Pair> {
  await baseline(WARM_UP_SECONDS);
  await figure(WARM_UP_SECONDS);
  const b1 = await baseline(seconds);
  const f1 = await figure(seconds);
  const f2 = await figure(seconds);
  const b2 = await baseline(seconds);
  return { figure: [f1, f2], baseline: [b1, b2] };
}

/** One round of every api row's load (`log` reports each pair as it ends). */
export async function apiRound(servers: ApiServers, user: BenchUser, seconds: number, log: (message: string) => void): Promise<ApiRound> {
  const loads = apiLoads();
  const on = (base: string, load: keyof typeof loads): Run => loadFor(loads[load], user, base);
  const measure = async (name: string, figure: Run, baseline: Run): Promise<Pair> => {
    const pair = await abba(figure, baseline, seconds);
    const f = mean(pair.figure);
    const b = mean(pair.baseline);
    log(`  ${name}: ${describe(f)} vs ${describe(b)} (${(f.rps / b.rps).toFixed(2)} ×)`);
    return pair;
  };
  return {
    portfolio: await measure('portfolio vs bare', on(servers.api, 'portfolio'), on(servers.bare, 'portfolio')),
    logging: await measure('portfolio, logging on vs off', on(servers.loggingOn, 'portfolio'), on(servers.loggingOff, 'portfolio')),
    loggingCatalogue: await measure('catalogue, logging on vs off', on(servers.loggingOn, 'catalogue'), on(servers.loggingOff, 'catalogue')),
    catalogue: await measure('catalogue vs bare', on(servers.api, 'catalogue'), on(servers.bare, 'catalogue')),
    catalogue304: await measure('catalogue 304 vs bare', on(servers.api, 'catalogue304'), on(servers.bare, 'catalogue304')),
    session: await measure('session vs hello world', on(servers.api, 'session'), on(servers.bare, 'hello')),
    otp: await measure('otp vs hello world', on(servers.api, 'otp'), on(servers.bare, 'hello')),
  };
}

export function mean(passes: readonly LoadFigures[]): LoadFigures {
  const average = (pick: (f: LoadFigures) => number) => passes.reduce((sum, f) => sum + pick(f), 0) / passes.length;
  return { rps: average((f) => f.rps), p50: average((f) => f.p50), p99: average((f) => f.p99), errors: passes.reduce((sum, f) => sum + f.errors, 0) };
}

export function describe(f: LoadFigures): string {
  const round = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  return `${f.rps.toFixed(0)} req/s, p50 ${round(f.p50)} ms, p99 ${round(f.p99)} ms${f.errors ? `, ${f.errors} errors` : ''}`;
}

interface RowSpec {
  key: keyof ApiRound;
  name: string;
  baseline: string;
  /** Throughput at least this × the baseline's. */
  min?: number;
  /** p99 at most this × the baseline's. */
  maxP99?: number;
}

const SPECS: readonly RowSpec[] = [
  {
    key: 'portfolio',
    name: 'GET /api/portfolio/{userId} (20 investments; request logging at info, as shipped)',
    baseline: 'bare Fastify + mysql2, same SQL',
    min: 0.8,
    maxP99: 1.25,
  },
  {
    key: 'logging',
    name: 'GET /api/portfolio/{userId}: request logging on (info, as shipped), on an API of its own',
    baseline: 'an API started with it, LOG_LEVEL=warn',
    min: 0.9,
  },
  {
    key: 'loggingCatalogue',
    name: 'GET /api/catalogue/products: request logging on (info, as shipped), on an API of its own',
    baseline: 'an API started with it, LOG_LEVEL=warn',
    min: 0.9,
  },
  { key: 'catalogue', name: 'GET /api/catalogue/products (200)', baseline: 'bare Fastify sending the same bytes', min: 0.6 },
  { key: 'catalogue304', name: 'GET /api/catalogue/products with If-None-Match (304)', baseline: 'bare Fastify, the same 304', min: 0.6 },
  { key: 'session', name: 'GET /api/session (signed in)', baseline: 'bare Fastify hello world' },
  { key: 'otp', name: 'POST /api/otp/generate (a new phone each request)', baseline: 'bare Fastify hello world' },
];

/** The api rows of the rounds' passes (means of all of them), each round's ratio in its name. */
export function apiRows(rounds: readonly ApiRound[]): Row[] {
  return SPECS.map((spec) => {
    const figure = mean(rounds.flatMap((round) => round[spec.key].figure));
    const baseline = mean(rounds.flatMap((round) => round[spec.key].baseline));
    const ratio = ratioOf(figure.rps, baseline.rps);
    const perRound = rounds.map((round) => (mean(round[spec.key].figure).rps / mean(round[spec.key].baseline).rps).toFixed(2)).join(', ');
    const p99Ratio = figure.p99 / baseline.p99;
    const targets = [
      spec.min === undefined ? undefined : `≥ ${spec.min} × throughput`,
      spec.maxP99 === undefined ? undefined : `p99 ≤ ${spec.maxP99} × (now ${p99Ratio.toFixed(2)} ×)`,
    ];
    const met =
      spec.min === undefined
        ? undefined
        : ratio !== undefined && ratio >= spec.min && figure.errors === 0 && (spec.maxP99 === undefined || p99Ratio <= spec.maxP99);
    return {
      group: 'api',
      name: `${spec.name}, 50 connections (baseline: ${spec.baseline}; ratio per round: ${perRound})`,
      figure: describe(figure),
      baseline: describe(baseline),
      ratio,
      target: targets.filter(Boolean).join(', ') || '—',
      met,
    };
  });
}
