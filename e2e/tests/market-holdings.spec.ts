import type { PortfolioInvestment, PortfolioPayout } from '@invest/contracts';
import { expect, test } from '../support/fixtures.ts';
import { resetApiClock, setApiClock } from '../support/api-clock.ts';
import { buyByCard } from '../support/dashboard.ts';
import { completeKyc } from '../support/kyc.ts';
import { freshPhone, signIn } from '../support/session.ts';
import { crosses } from '../support/tags.ts';
import { IDENTITY_URL, localPlatformOnly } from '../support/target.ts';

/**
 * A mutual fund as an investor holds it: bought at the day's NAV (the identity stand-in publishes AMFI's NAV files, a
 * NAV that moves day by day), shown on the dashboard in units at the latest NAV, and redeemed from the dashboard for
 * units × the redemption day's NAV, paid through the gateway's payout API. The API's clock is moved through its
 * test-only TEST_CLOCK_FILE and put back whatever happens.
 */

const DEBT_FUND = { planId: 'plan.mutual-funds.debt-fund.lumpsum', productName: 'Debt Fund', amount: 25_000 };
/** The stand-in's AMFI scheme code of that plan. */
const SCHEME = '900117';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Noon in India on the first Monday at least two days after today (a NAV is published on weekdays only). */
function nextMondayNoon(now = new Date()): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return new Date(day.getTime() + 6.5 * 3_600_000);
}

const isoDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The NAV the stand-in's AMFI history report publishes for the scheme on a day, in ten-thousandths of a rupee. */
async function publishedNav(day: string): Promise<{ text: string; e4: bigint }> {
  const amfiDay = `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;
  const response = await fetch(`${IDENTITY_URL}/amfi/DownloadNAVHistoryReport_Po.aspx?frmdt=${amfiDay}&todt=${amfiDay}`);
  const text = (await response.text())
    .split('\r\n')
    .find((line) => line.startsWith(`${SCHEME};`))
    ?.split(';')[4];
  if (!text) throw new Error(`no NAV of ${SCHEME} on ${day}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return { text, e4: BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0')) };
}

const fourDecimals = (e4: bigint) => `${e4 / 10_000n}.${String(e4 % 10_000n).padStart(4, '0')}`;

test.afterEach(async () => {
  await resetApiClock();
});

test(
  'a mutual-fund holding is valued at a moved NAV on the dashboard and redeemed from it for units × the day’s NAV',
  crosses('payments', 'dashboard'),
  async ({ page }) => {
    localPlatformOnly("it moves the API's test clock");
    const monday = nextMondayNoon();
    const thursday = new Date(monday.getTime() + 3 * 86_400_000);
    await setApiClock(monday);
    const phone = freshPhone();
    const { session } = await completeKyc(page.request, { phone });
    const bought = await buyByCard(page.request, session.userId, DEBT_FUND);

    // Units at Monday's NAV: ₹25,000 = 2,500,000 paise; units × 10^4 = paise × 10^6 / (NAV × 10^4), rounded down.
    const bookedNav = await publishedNav(isoDay(monday));
    const units = (2_500_000n * 1_000_000n) / bookedNav.e4;
    await page.goto('/dashboard');
    const row = page.getByRole('region', { name: 'Investments table' }).getByRole('row').filter({ hasText: 'Debt Fund' });
    await expect(row).toContainText(`${fourDecimals(units)} units at ₹${bookedNav.text} per unit`);
    await expect(row).toContainText('On redemption');

    // Thursday: a moved NAV values the same units.
    await setApiClock(thursday);
    await signIn(page.request, phone);
    const movedNav = await publishedNav(isoDay(thursday));
    expect(movedNav.e4).not.toBe(bookedNav.e4);
    const valuePaise = (units * movedNav.e4) / 1_000_000n;
    await page.goto('/dashboard');
    await expect(row).toContainText(`${fourDecimals(units)} units at ₹${movedNav.text} per unit`);
    await expect(row).toContainText(inr.format(Number(valuePaise) / 100));
    const listed = (await (await page.request.get(`/api/investments/user/${session.userId}`)).json()) as PortfolioInvestment[];
    expect(listed.find((investment) => investment.id === bought.investmentId)?.currentValue).toBe(Number(valuePaise) / 100);

    // Redeemed from the dashboard: confirmed, then paid once through the gateway's payout API.
    await row.getByRole('button', { name: 'Redeem Debt Fund' }).click();
    await expect(row).toContainText(`Redeem all ${fourDecimals(units)} units at today’s price?`);
    await row.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Redemption started' })).toContainText(`at ₹${movedNav.text}`);
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Redeemed', { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(row.getByRole('button', { name: 'Redeem Debt Fund' })).toHaveCount(0);
    const payouts = (await (await page.request.get(`/api/payouts/user/${session.userId}`)).json()) as PortfolioPayout[];
    expect(payouts).toEqual([
      expect.objectContaining({ investmentId: bought.investmentId, payoutType: 'redemption', status: 'paid', amount: Number(valuePaise) / 100, tds: 0 }),
    ]);
  },
);
