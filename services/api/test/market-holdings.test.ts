import type { ErrorBody, PortfolioInvestment, PortfolioResponse, PortfolioTransaction, RedemptionResponse } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Db } from '../src/database/db.js';
import { BankAccountEntity } from '../src/modules/bank-accounts/entities/bank-account.entity.js';
import { InvestmentEntity } from '../src/modules/investments/entities/investment.entity.js';
import { PayoutEntity } from '../src/modules/payouts/entities/payout.entity.js';
import { MarketPriceEntity } from '../src/modules/market/entities/market-price.entity.js';
import { MARKET_PRICE_FEED, type MarketPriceFeed } from '../src/modules/market/market-price-feed.js';
import { MarketPriceSweep } from '../src/modules/market/market-price-sweep.service.js';
import { MarketPrices } from '../src/modules/market/market-prices.service.js';
import { PayoutDispatchService } from '../src/modules/payouts/payout-dispatch.service.js';
import { PayoutStatusSweep } from '../src/modules/payouts/payout-status-sweep.service.js';
import { buy, createInvestment, setClock } from './support/ledger-setup.js';
import { until } from './support/poll.js';
import { type PayoutInvestor, payoutInvestor, payoutsOf, payoutsSentFor, settledPayoutsOf } from './support/payouts.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Market-linked holdings through the real endpoints, the identity stand-in's AMFI NAV files and the gateway stand-in's
 * RazorpayX: a mutual fund bought at the day's NAV, valued at a moved NAV days later, and redeemed once for
 * units × the redemption day's NAV; each refusal changes nothing. The periodic sweeps are stopped: the dashboard's reads
 * and the redemption record the day's prices themselves.
 */
let database: TestDatabase;
let api: TestApp;
let ip = 0;
const nextIp = () => `10.47.0.${++ip}`;

// Monday 12 Jan 2026, Thursday 15 Jan, Saturday 17 Jan (no NAV published) and Monday 19 Jan, noon in India.
const PURCHASE = '2026-01-12T06:30:00.000Z';
const VALUED = '2026-01-15T06:30:00.000Z';
const WEEKEND = '2026-01-17T06:30:00.000Z';
const REDEMPTION = '2026-01-19T06:30:00.000Z';
const DEBT_FUND = { planId: 'plan.mutual-funds.debt-fund.lumpsum', amount: 25000 };
/** The stand-in's AMFI scheme of that plan (market-instruments.ts). */
const DEBT_FUND_SCHEME = '900117';

const db = () => api.app.get(Db);
const investmentRow = (id: string) => db().run((em) => em.findOneByOrFail(InvestmentEntity, { id }));
const payoutCount = () => db().run((em) => em.count(PayoutEntity));

/** The NAV the stand-in's AMFI history report publishes for a scheme on a day (rupees × 10^4), read as text. */
async function publishedNav(day: string): Promise<bigint> {
  const [year, month, date] = day.split('-');
  const amfiDay = `${date}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1]}-${year}`;
  const response = await fetch(`${api.identity.url}/amfi/DownloadNAVHistoryReport_Po.aspx?frmdt=${amfiDay}&todt=${amfiDay}`);
  const line = (await response.text()).split('\r\n').find((row) => row.startsWith(`${DEBT_FUND_SCHEME};`));
  const nav = line?.split(';')[4];
  if (!nav) throw new Error(`no NAV of ${DEBT_FUND_SCHEME} on ${day}`);
  const [whole = '0', fraction = ''] = nav.split('.');
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

/** Moves the clock days ahead and signs the investor in again (a session lasts less than that). */
async function moveTo(iso: string, ...investors: PayoutInvestor[]): Promise<void> {
  setClock(api, iso);
  for (const investor of investors) await signIn(investor.http, investor.phone);
}

/** Rupees of `paise` (a BigInt computed by the test), as the API answers amounts. */
const rupees = (paise: bigint) => Number(paise) / 100;

async function holding(investor: PayoutInvestor, id: string): Promise<PortfolioInvestment> {
  const result = await investor.http.get<PortfolioInvestment[]>(`/api/investments/user/${investor.id}`);
  expect(result.status).toBe(200);
  const found = result.body.find((row) => row.id === id);
  if (!found) throw new Error(`investment ${id} not listed`);
  return found;
}

const redeem = (investor: PayoutInvestor, id: string) => investor.http.post<RedemptionResponse & ErrorBody>(`/api/investments/${id}/redemption`);

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database);
  await api.app.get(PayoutDispatchService).stop();
  await api.app.get(PayoutStatusSweep).stop();
  await api.app.get(MarketPriceSweep).stop();
}, 120_000);

afterAll(async () => {
  await api?.close();
  await database?.drop();
}, 120_000);

describe('a mutual fund bought, valued and redeemed', () => {
  let investor: PayoutInvestor;
  let investmentId: string;
  let units: bigint;

  beforeAll(async () => {
    setClock(api, PURCHASE);
    investor = await payoutInvestor(api, nextIp());
    const bought = await buy(api, investor.http, investor.id, DEBT_FUND);
    expect(bought.paymentStatus).toBe(200);
    investmentId = bought.investmentId;
  }, 60_000);

  it('holds units bought at the NAV of the purchase day, with no maturity and no payout scheduled', async () => {
    const nav = await publishedNav('2026-01-12');
    // ₹25,000 = 2,500,000 paise; units × 10^4 = paise × 10^6 / (NAV × 10^4), rounded down.
    units = (2_500_000n * 1_000_000n) / nav;
    const listed = await holding(investor, investmentId);
    expect(listed).toMatchObject({ status: 'active', category: 'MUTUAL_FUNDS', amount: 25000, maturityDate: null });
    expect(listed.market).toMatchObject({
      units: `${units / 10_000n}.${String(units % 10_000n).padStart(4, '0')}`,
      per: 'unit',
      purchasePrice: `${nav / 10_000n}.${String(nav % 10_000n).padStart(4, '0')}`,
      purchasePriceDate: '2026-01-12',
      latestPriceDate: '2026-01-12',
    });
    expect(listed.currentValue).toBe(rupees((units * nav) / 1_000_000n));
    expect(await payoutsOf(investor.http, investor.id)).toEqual([]);
    const price = await db().run((em) => em.findOneByOrFail(MarketPriceEntity, { planId: DEBT_FUND.planId, priceDate: '2026-01-12' }));
    expect(BigInt(price.priceE4)).toBe(nav);
    expect(price.source).toBe(`amfi:${DEBT_FUND_SCHEME}`);
  });

  it('three days later is valued at the moved NAV, on the dashboard and in the totals', async () => {
    await moveTo(VALUED, investor);
    const nav = await publishedNav('2026-01-15');
    expect(nav).not.toBe(await publishedNav('2026-01-12'));
    const value = (units * nav) / 1_000_000n;
    const listed = await holding(investor, investmentId);
    expect(listed.market).toMatchObject({ latestPrice: `${nav / 10_000n}.${String(nav % 10_000n).padStart(4, '0')}`, latestPriceDate: '2026-01-15' });
    expect(listed.currentValue).toBe(rupees(value));
    expect(listed.earnings).toBe(rupees(value - 2_500_000n));
    const totals = await investor.http.get<PortfolioResponse>(`/api/portfolio/${investor.id}`);
    expect(totals.body).toMatchObject({ totalInvested: 25000, totalCurrentValue: rupees(value), totalEarnings: rupees(value - 2_500_000n) });
  });

  it('is not redeemed on a day with no NAV published (Saturday): 409, nothing written', async () => {
    await moveTo(WEEKEND, investor);
    const before = await payoutCount();
    const refused = await redeem(investor, investmentId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Today’s price is not published yet. Please try again later today.');
    expect(await payoutCount()).toBe(before);
    expect((await investmentRow(investmentId)).status).toBe('active');
    // The weekend still shows Thursday's NAV.
    expect((await holding(investor, investmentId)).market?.latestPriceDate).toBe('2026-01-15');
  });

  it('is refused without a verified bank account: 403, nothing written', async () => {
    await moveTo(REDEMPTION, investor);
    await db().run((em) => em.update(BankAccountEntity, { userId: investor.id }, { status: 'failed' }));
    const before = await payoutCount();
    const refused = await redeem(investor, investmentId);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('BANK_ACCOUNT_REQUIRED');
    expect(await payoutCount()).toBe(before);
    expect((await investmentRow(investmentId)).status).toBe('active');
    await db().run((em) => em.update(BankAccountEntity, { userId: investor.id }, { status: 'verified' }));
  });

  it('is refused for another investor: 404, nothing written', async () => {
    const other = await payoutInvestor(api, nextIp());
    const before = await payoutCount();
    const refused = await redeem(other, investmentId);
    expect(refused.status).toBe(404);
    expect(await payoutCount()).toBe(before);
    expect((await investmentRow(investmentId)).status).toBe('active');
  });

  it('pays units × the NAV of the redemption day once, through RazorpayX, without TDS, and turns redeemed', async () => {
    const nav = await publishedNav('2026-01-19');
    const proceeds = (units * nav) / 1_000_000n;
    // Three requests at once: one redemption.
    const answers = await Promise.all([redeem(investor, investmentId), redeem(investor, investmentId), redeem(investor, investmentId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const accepted = answers.find((answer) => answer.status === 201)?.body;
    expect(accepted).toMatchObject({
      investment: { id: investmentId, status: 'redeeming' },
      price: `${nav / 10_000n}.${String(nav % 10_000n).padStart(4, '0')}`,
      priceDate: '2026-01-19',
      amount: rupees(proceeds),
    });
    const payouts = await settledPayoutsOf(investor.http, investor.id);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({
      id: accepted?.payoutId,
      payoutType: 'redemption',
      payoutDate: '2026-01-19',
      status: 'paid',
      amount: rupees(proceeds),
      tds: 0,
      net: rupees(proceeds),
    });
    expect(await payoutsSentFor(api.gateway.url, `${accepted?.payoutId}:1`)).toMatchObject({ count: 1, processed: 1 });
    const listed = await holding(investor, investmentId);
    expect(listed).toMatchObject({ status: 'redeemed', currentValue: 0, earnings: rupees(proceeds - 2_500_000n) });
    expect(listed.market).toMatchObject({ redemptionDate: '2026-01-19' });
    const lines = await investor.http.get<PortfolioTransaction[]>(`/api/transactions/user/${investor.id}?limit=100`);
    const payoutLines = lines.body.filter((line) => line.type === 'payout');
    expect(payoutLines).toHaveLength(1);
    expect(payoutLines[0]).toMatchObject({ amount: rupees(proceeds), status: 'completed' });
    expect(payoutLines[0]?.description).toMatch(/^Redemption payout due 2026-01-19, ₹[\d,.]+ paid to account ending \d{4}$/);
  });

  it('is not redeemed twice: 409, and still one payout at the stand-in', async () => {
    const before = await payoutCount();
    const again = await redeem(investor, investmentId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This holding is already being redeemed.');
    expect(await payoutCount()).toBe(before);
    const [payout] = await payoutsOf(investor.http, investor.id);
    expect(await payoutsSentFor(api.gateway.url, `${payout?.id}:1`)).toMatchObject({ count: 1 });
    expect((await payoutsSentFor(api.gateway.url, `${payout?.id}:2`)).count).toBe(0);
  });
});

describe('refusals of holdings that cannot be redeemed', () => {
  let investor: PayoutInvestor;

  beforeAll(async () => {
    setClock(api, REDEMPTION);
    investor = await payoutInvestor(api, nextIp());
  }, 60_000);

  it('an unpaid fund (not active): 409, nothing written', async () => {
    const unpaid = await createInvestment(investor.http, investor.id, DEBT_FUND);
    const before = await payoutCount();
    const refused = await redeem(investor, unpaid);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only an active holding can be redeemed.');
    expect(await payoutCount()).toBe(before);
    expect((await investmentRow(unpaid)).status).toBe('pending_payment');
  });

  it('a fixed deposit (paid out on its schedule): 409, nothing written', async () => {
    const fd = await buy(api, investor.http, investor.id, { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 });
    const before = await payoutCount();
    const refused = await redeem(investor, fd.investmentId);
    expect(refused.status).toBe(409);
    expect(await payoutCount()).toBe(before);
    expect((await investmentRow(fd.investmentId)).status).toBe('active');
  });

  it('an unknown or malformed id: 404', async () => {
    expect((await redeem(investor, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await redeem(investor, 'not-an-id')).status).toBe(404);
  });

  it('gold bought on a weekday holds grams at the day’s gold price', async () => {
    const bought = await buy(api, investor.http, investor.id, { planId: 'plan.gold.digital-gold', amount: 10000 });
    expect(bought.paymentStatus).toBe(200);
    const listed = await holding(investor, bought.investmentId);
    const response = await fetch(`${api.identity.url}/gold/v1/price?date=2026-01-19`, {
      headers: { 'x-api-key': 'sandbox-gold-price-key-not-for-production' },
    });
    const { price } = (await response.json()) as { price: string };
    const [whole = '0', fraction = ''] = price.split('.');
    const priceE4 = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
    const grams = (1_000_000n * 1_000_000n) / priceE4;
    expect(listed.market).toMatchObject({ per: 'gram', purchasePrice: price, units: `${grams / 10_000n}.${String(grams % 10_000n).padStart(4, '0')}` });
    expect(listed.maturityDate).toBeNull();
  });
});

describe('a weekend of reads', () => {
  // Saturday 31 Jan 2026 and Monday 2 Feb 2026, noon in India: no gold price or NAV is published on the Saturday.
  const SATURDAY = '2026-01-31T06:30:00.000Z';
  const MONDAY = '2026-02-02T06:30:00.000Z';
  const GOLD = { planId: 'plan.gold.digital-gold', amount: 10000 };
  let investor: PayoutInvestor;
  let gold: string;
  let fund: string;

  const feed = () => api.app.get<MarketPriceFeed>(MARKET_PRICE_FEED);
  const portfolioRead = async () => {
    const totals = await investor.http.get<PortfolioResponse>(`/api/portfolio/${investor.id}`);
    expect(totals.status).toBe(200);
    return totals.body;
  };

  beforeAll(async () => {
    setClock(api, '2026-01-29T06:30:00.000Z');
    investor = await payoutInvestor(api, nextIp());
    const bought = await buy(api, investor.http, investor.id, DEBT_FUND);
    expect(bought.paymentStatus).toBe(200);
    fund = bought.investmentId;
    await moveTo(SATURDAY, investor);
    const saturdayGold = await buy(api, investor.http, investor.id, GOLD);
    expect(saturdayGold.paymentStatus).toBe(200);
    gold = saturdayGold.investmentId;
  }, 60_000);

  it("values gold bought on the Saturday at its amount, waiting for Monday's price, and asks the feed once a minute, not on every read", async () => {
    const goldAsked = jest.spyOn(feed(), 'goldOn');
    const navsAsked = jest.spyOn(feed(), 'navsOn');
    // What a read runs before valuing when a price may be missing (three queries, and the ledger read again).
    const refreshed = jest.spyOn(api.app.get(MarketPriceSweep), 'refresh');
    try {
      for (let read = 0; read < 4; read += 1) {
        const listed = await holding(investor, gold);
        expect(listed).toMatchObject({ status: 'active', currentValue: 10000, earnings: 0 });
        expect(listed.market).toMatchObject({ units: null, purchasePriceDate: null });
        // The fund bought on Thursday holds units at Thursday's NAV and is valued at it all weekend.
        expect((await holding(investor, fund)).market).toMatchObject({ purchasePriceDate: '2026-01-29', latestPriceDate: '2026-01-29' });
        await portfolioRead();
      }
      // The first read recorded Thursday's prices (nobody read the dashboard on Thursday: the fund's units waited for
      // them) and asked about the Saturday (a 404 from the gold price API, no NAV file); the reads within the minute
      // after it did not ask again.
      expect(goldAsked.mock.calls.map(([day]) => day)).toEqual(['2026-01-29', '2026-01-31']);
      expect(navsAsked.mock.calls.map(([day]) => day)).toEqual(['2026-01-29', '2026-01-31']);
      expect(refreshed).toHaveBeenCalledTimes(1);
      // A minute later the first read asks again, and still finds nothing on a Saturday.
      setClock(api, new Date(Date.parse(SATURDAY) + 61_000).toISOString());
      expect((await holding(investor, gold)).market?.units).toBeNull();
      await portfolioRead();
      expect(goldAsked).toHaveBeenCalledTimes(3);
      expect(refreshed).toHaveBeenCalledTimes(2);
      // The clock set back (a test clock moved to an earlier instant): the ask of "the future" is not a recent one.
      setClock(api, new Date(Date.parse(SATURDAY) - 30_000).toISOString());
      await portfolioRead();
      expect(goldAsked).toHaveBeenCalledTimes(4);
      expect(refreshed).toHaveBeenCalledTimes(3);
    } finally {
      refreshed.mockRestore();
      goldAsked.mockRestore();
      navsAsked.mockRestore();
    }
  });

  it("on Monday allots the Saturday's gold at Monday's price on the first read", async () => {
    await moveTo(MONDAY, investor);
    const listed = await holding(investor, gold);
    expect(listed.market).toMatchObject({ purchasePriceDate: '2026-02-02', latestPriceDate: '2026-02-02' });
    expect(listed.market?.units).toMatch(/^\d+\.\d{4}$/);
    expect((await holding(investor, fund)).market?.latestPriceDate).toBe('2026-02-02');
  });

  it('a fund bought after the clock was set back to an instant already read is allotted on the first read', async () => {
    // The e2e sweeps set the API's clock to the same Monday noon again and again: the day's prices were recorded
    // already, so the purchase is allotted at them, and the dashboard shows its units at once.
    setClock(api, MONDAY);
    const again = await buy(api, investor.http, investor.id, DEBT_FUND);
    expect(again.paymentStatus).toBe(200);
    const listed = await holding(investor, again.investmentId);
    expect(listed.market).toMatchObject({ purchasePriceDate: '2026-02-02', latestPriceDate: '2026-02-02' });
    expect(listed.market?.units).toMatch(/^\d+\.\d{4}$/);
  });

  it('a read made while the feed is being asked waits for its prices: the fund bought that day shows its units in every answer', async () => {
    // Tuesday: nobody has asked about the day yet. The feed answers only once a second read has started, as when the
    // dashboard's parallel reads overlap the first one's ask.
    await moveTo('2026-02-03T06:30:00.000Z', investor);
    const bought = await buy(api, investor.http, investor.id, DEBT_FUND);
    expect(bought.paymentStatus).toBe(200);
    const original = feed().navsOn.bind(feed());
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = jest.spyOn(feed(), 'navsOn').mockImplementation(async (day) => {
      await answered;
      return original(day);
    });
    const looked = jest.spyOn(api.app.get(MarketPrices), 'feedAskedLately');
    try {
      const first = holding(investor, bought.investmentId);
      await until(() => asked.mock.calls.length > 0, 'the first read to ask the feed');
      const looksBefore = looked.mock.calls.length;
      const second = holding(investor, bought.investmentId);
      // The feed answers only once the second read has looked at the feed's asks (and so decided whether to refresh).
      await until(() => looked.mock.calls.length > looksBefore, "the second read to look at the feed's asks");
      release();
      for (const listed of await Promise.all([first, second])) {
        expect(listed.market).toMatchObject({ purchasePriceDate: '2026-02-03', latestPriceDate: '2026-02-03' });
        expect(listed.market?.units).toMatch(/^\d+\.\d{4}$/);
      }
    } finally {
      release();
      looked.mockRestore();
      asked.mockRestore();
    }
  });
});
