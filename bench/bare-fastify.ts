/**
 * The API rows' baselines, started as one process of their own on PORT: a bare Fastify doing what the API's
 * endpoints do, without NestJS or anything of the API's pipeline.
 *
 * - `GET /`: hello world.
 * - `GET /api/portfolio/:userId` (with BARE_DATABASE_URL and SESSION_SECRET): the portfolio endpoint's SQL on the same
 *   database through mysql2 (a pool of 10, as the API's; prepared statements): the signed `sid` cookie checked, the
 *   session joined with its user, its expiry checked (and slid once a minute), the owner compared, then the holdings
 *   and the payouts that left them, read in parallel; each market-linked plan's latest price, kept once it is today's.
 *   The answer is valued by the API's own pure summary (services/api/dist/modules/portfolio/portfolio-summary.js), so
 *   both send the same JSON.
 * - `GET /api/catalogue/products` (with BARE_CATALOGUE_URL): the bytes that URL answered at start, with their ETag,
 *   Cache-Control and Content-Type; 304 with no body when If-None-Match names the ETag.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { createPool, type RowDataPacket } from 'mysql2/promise';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const databaseUrl = process.env.BARE_DATABASE_URL;
const sessionSecret = process.env.SESSION_SECRET;
if (databaseUrl && sessionSecret) await servePortfolio(databaseUrl, sessionSecret);
const catalogueUrl = process.env.BARE_CATALOGUE_URL;
if (catalogueUrl) await serveCatalogue(catalogueUrl);

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

async function serveCatalogue(url: string): Promise<void> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const tag = response.headers.get('etag');
  const cacheControl = response.headers.get('cache-control');
  if (!response.ok || !tag || !cacheControl) throw new Error(`${url}: ${response.status}, no ETag or Cache-Control`);
  app.get('/api/catalogue/products', (request, reply) => {
    reply.header('cache-control', cacheControl).header('etag', tag);
    if (request.headers['if-none-match'] === tag) return reply.code(304).send();
    return reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });
}

interface SessionRow extends RowDataPacket {
  user_id: string;
  last_seen_at: Date;
  idle_expires_at: Date;
  expires_at: Date;
  phone: string;
  kyc_status: string;
}

interface InvestmentRow extends RowDataPacket {
  id: string;
  category: string;
  product_name: string;
  product_type: string;
  plan_id: string | null;
  status: string;
  amount_paise: string;
  return_rate_bp: number | null;
  monthly_rate_bp: number | null;
  duration_months: number | null;
  investment_date: Date;
  maturity_date: Date | null;
  units_e4: string | null;
  purchase_price_e4: string | null;
  purchase_price_date: Date | null;
  redemption_price_e4: string | null;
  redemption_date: Date | null;
}

interface PayoutRow extends RowDataPacket {
  investment_id: string;
  status: string;
  payout_date: Date;
  amount_paise: string;
  principal_paise: string;
}

interface PriceRow extends RowDataPacket {
  plan_id: string;
  price_date: Date;
  price_e4: string;
}

/** What the bare server needs of the API's pure summary module (valuation, distribution, XIRR). */
interface PortfolioSummaryModule {
  ledgerOf: (today: string, investments: object[], paidPayouts: object[], latestPrices: Map<string, { priceE4: number; date: string }>) => object;
  summarise: (ledger: object) => object;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const indiaDate = (instant: Date) => new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const day = (value: Date | null) => (value === null ? null : value.toISOString().slice(0, 10));
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const MARKET_LINKED = new Set(['MUTUAL_FUNDS', 'PREMIUM_GOLD']);

async function servePortfolio(url: string, secret: string): Promise<void> {
  const summaryFile = resolve(import.meta.dirname, '../services/api/dist/modules/portfolio/portfolio-summary.js');
  const { ledgerOf, summarise } = (await import(pathToFileURL(summaryFile).href)) as PortfolioSummaryModule;
  // As TypeORM configures mysql2 for the API: UTC, BIGINT as strings.
  const pool = createPool({ uri: url, connectionLimit: 10, timezone: 'Z', supportBigNumbers: true, bigNumberStrings: true, charset: 'utf8mb4_unicode_ci' });
  await app.register(fastifyCookie, { secret });
  /** Each plan's latest price, kept once it is the day's own (a recorded price never changes). */
  const prices = new Map<string, { priceE4: number; date: string }>();
  const unauthorized = { statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required.' };

  app.get<{ Params: { userId: string } }>('/api/portfolio/:userId', async (request, reply) => {
    const raw = request.cookies['sid'];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!unsigned?.valid || !unsigned.value) return reply.code(401).send(unauthorized);
    const id = createHash('sha256').update(unsigned.value, 'utf8').digest('hex');
    const [sessions] = await pool.execute<SessionRow[]>(
      'SELECT s.user_id, s.last_seen_at, s.idle_expires_at, s.expires_at, u.phone, u.kyc_status FROM sessions s INNER JOIN users u ON u.id = s.user_id WHERE s.id = ?',
      [id],
    );
    const session = sessions[0];
    const now = new Date();
    if (!session || now >= session.idle_expires_at || now >= session.expires_at) return reply.code(401).send(unauthorized);
    if (now.getTime() - session.last_seen_at.getTime() >= 60_000) {
      const idle = new Date(Math.min(now.getTime() + 30 * 60_000, session.expires_at.getTime()));
      await pool.execute('UPDATE sessions SET last_seen_at = ?, idle_expires_at = ? WHERE id = ?', [now, idle, id]);
    }
    if (session.user_id !== request.params.userId)
      return reply.code(403).send({ statusCode: 403, code: 'FORBIDDEN', message: 'You can only view your own portfolio.' });
    const userId = session.user_id;
    const today = indiaDate(now);
    const [[investmentRows], [payoutRows]] = await Promise.all([
      pool.execute<InvestmentRow[]>(
        'SELECT id, category, product_name, product_type, plan_id, status, amount_paise, return_rate_bp, monthly_rate_bp, duration_months, ' +
          'investment_date, maturity_date, units_e4, purchase_price_e4, purchase_price_date, redemption_price_e4, redemption_date ' +
          "FROM investments WHERE user_id = ? AND status NOT IN ('pending_payment', 'payment_failed') ORDER BY created_at DESC, id DESC LIMIT 200",
        [userId],
      ),
      pool.execute<PayoutRow[]>(
        'SELECT investment_id, status, payout_date, amount_paise, principal_paise FROM payouts ' +
          "WHERE user_id = ? AND (status IN ('processing', 'paid', 'reversed') OR (status = 'pending' AND payout_date <= ?)) ORDER BY payout_date, id",
        [userId, today],
      ),
    ]);
    const investments = investmentRows.map((row) => ({
      id: row.id,
      category: row.category,
      productName: row.product_name,
      productType: row.product_type,
      planId: row.plan_id,
      status: row.status,
      amountPaise: Number(row.amount_paise),
      returnRateBp: row.return_rate_bp,
      monthlyRateBp: row.monthly_rate_bp,
      durationMonths: row.duration_months,
      investmentDate: day(row.investment_date),
      maturityDate: day(row.maturity_date),
      unitsE4: numberOrNull(row.units_e4),
      purchasePriceE4: numberOrNull(row.purchase_price_e4),
      purchasePriceDate: day(row.purchase_price_date),
      redemptionPriceE4: numberOrNull(row.redemption_price_e4),
      redemptionDate: day(row.redemption_date),
    }));
    const paid = payoutRows
      .filter((row) => row.status === 'processing' || row.status === 'paid')
      .map((row) => ({
        investmentId: row.investment_id,
        status: row.status,
        payoutDate: day(row.payout_date),
        amountPaise: Number(row.amount_paise),
        principalPaise: Number(row.principal_paise),
      }));
    const plans = [...new Set(investments.filter((row) => MARKET_LINKED.has(row.category) && row.planId !== null).map((row) => row.planId!))];
    const missing = plans.filter((plan) => prices.get(plan)?.date !== today);
    if (missing.length > 0) {
      const [rows] = await pool.query<PriceRow[]>(
        'SELECT plan_id, price_date, price_e4 FROM market_prices WHERE plan_id IN (?) AND price_date <= ? ORDER BY price_date DESC',
        [missing, today],
      );
      for (const row of rows)
        if (!prices.has(row.plan_id) || prices.get(row.plan_id)!.date < day(row.price_date)!)
          prices.set(row.plan_id, { priceE4: Number(row.price_e4), date: day(row.price_date)! });
    }
    const latest = new Map(plans.flatMap((plan) => (prices.has(plan) ? [[plan, prices.get(plan)!] as const] : [])));
    return reply.header('cache-control', 'no-store').send(summarise(ledgerOf(today, investments, paid, latest)));
  });
}
