import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { WithdrawalMessage, type PortfolioPayout, type WithdrawalPreview } from '@invest/contracts';
import { resetApiClock, setApiClock } from '../support/api-clock.ts';
import { buyByCard, maturityLabel } from '../support/dashboard.ts';
import { completeKyc } from '../support/kyc.ts';
import { freshPhone, latestOtp, signIn } from '../support/session.ts';
import { crosses } from '../support/tags.ts';
import { localPlatformOnly } from '../support/target.ts';

/**
 * A fixed deposit's end, as the investor meets it on the dashboard: the payout that repays the principal is in the
 * schedule before it happens, and an early withdrawal shows exactly what it pays, takes an OTP, and pays that amount
 * once. The API's clock moves through its test-only TEST_CLOCK_FILE (e2e/support/api-clock.ts), put back whatever
 * happens.
 */

const DAY_MS = 86_400_000;

/** ₹1,00,000 in the /products Short Term FD at 18% p.a.: ₹1,500 a month; withdrawable after 3 months for 2% of the interest. */
const fd = (duration: number) => ({ planId: 'plan.fixed-deposits.short-term-fd', productName: 'Short Term FD', amount: 1_00_000, duration });

/** `months` 15ths after today's next one (India), 10:00 IST: the day after it, the payout of that 15th has fallen due. */
function fifteenthAfter(months: number, now = new Date()): Date {
  const india = new Date(now.getTime() + 330 * 60_000);
  const [year, month, day] = [india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()];
  const first = day < 15 ? month : month + 1;
  return new Date(Date.UTC(year, first + months, 15) + (10 * 60 - 330) * 60_000);
}

test.afterEach(async () => {
  await resetApiClock();
});

test(
  'a fixed deposit’s schedule shows the payout that repays the principal on the maturity date, before it happens',
  crosses('dashboard'),
  async ({ page }) => {
    localPlatformOnly("it moves the API's test clock");
    const phone = freshPhone();
    const { session } = await completeKyc(page.request, { phone });
    await buyByCard(page.request, session.userId, fd(12));
    const matures = maturityLabel(12);

    // The statement lists it from the day of purchase: gross ₹1,01,500 of which ₹1,00,000 principal.
    await page.goto('/dashboard');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Transactions (CSV)' }).click()]);
    expect(await readFile(await csv.path(), 'utf8')).toMatch(/,Short Term FD,maturity,Scheduled,101500,100000,/);

    // The day after the tenth 15th, the next payouts are the eleventh 15th's interest and the maturity payout.
    await setApiClock(new Date(fifteenthAfter(9).getTime() + DAY_MS));
    await signIn(page.request, phone);
    await page.goto('/dashboard');
    const upcoming = page.getByRole('list', { name: 'Upcoming payouts' }).getByRole('listitem');
    await expect(upcoming).toHaveCount(2);
    await expect(upcoming.nth(0)).toContainText('Monthly payout');
    await expect(upcoming.nth(0)).toContainText('₹1,500');
    const maturity = upcoming.nth(1);
    await expect(maturity).toContainText(matures);
    await expect(maturity).toContainText('Maturity payout');
    await expect(maturity).toContainText('interest ₹1,500 + principal ₹1,00,000');
    await expect(maturity).toContainText('₹1,01,500');
    await expect(maturity).toContainText('pending');
  },
);

test(
  'an investor previews an early withdrawal of a fixed deposit, confirms it with an OTP, and is paid that amount once',
  crosses('dashboard'),
  async ({ page }) => {
    localPlatformOnly("it moves the API's test clock");
    const phone = freshPhone();
    const { session } = await completeKyc(page.request, { phone });
    const { investmentId } = await buyByCard(page.request, session.userId, fd(12));

    // Inside the 3-month lock-in the dashboard says until when, and offers no confirmation.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Withdraw early: Short Term FD' }).click();
    const panel = page.getByRole('region', { name: 'Withdraw Short Term FD early' });
    await expect(panel.getByRole('alert')).toContainText('This deposit is in its lock-in until');
    await expect(panel.getByRole('button', { name: 'Send OTP to confirm' })).toHaveCount(0);

    // Four months on: the interest payouts that fell due are paid first, then the figures are worked out for today.
    await setApiClock(new Date(fifteenthAfter(3).getTime() + 2 * DAY_MS));
    await signIn(page.request, phone);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Withdraw early: Short Term FD' }).click();
    const figures = panel.getByLabel('Withdrawal figures');
    await expect(figures).toContainText('Penalty (1% of interest earned)');
    const preview = (await (await page.request.get(`/api/investments/${investmentId}/withdrawal`)).json()) as WithdrawalPreview;
    expect(preview.principal).toBe(1_00_000);
    expect(preview.interestPaid).toBe(4 * 1_500);
    const receive = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      preview.amount,
    );
    await expect(figures).toContainText(`You receive${Number.isInteger(preview.amount) ? receive.replace(/\.00$/, '') : receive}`);

    await panel.getByRole('button', { name: 'Send OTP to confirm' }).click();
    const otp = await latestOtp(page.request, phone);
    await panel.getByLabel(/OTP sent to your phone/).fill(otp);
    await panel.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(panel.getByRole('status')).toContainText(WithdrawalMessage.Confirmed);

    // The gateway processes the one payout and says so by signed webhook: paid, and the deposit is withdrawn.
    const row = page.getByRole('row', { name: /Short Term FD/ });
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Withdrawn', { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Withdraw early: Short Term FD' })).toHaveCount(0);
    const recent = page.getByRole('list', { name: 'Recent payouts' }).getByRole('listitem').filter({ hasText: 'Premature withdrawal' });
    await expect(recent).toHaveCount(1);
    await expect(recent).toContainText('Paid');

    const payouts = (await (await page.request.get(`/api/payouts/user/${session.userId}`)).json()) as PortfolioPayout[];
    const withdrawals = payouts.filter((payout) => payout.payoutType === 'withdrawal');
    expect(withdrawals).toEqual([expect.objectContaining({ status: 'paid', net: preview.amount, tds: preview.tds })]);
    expect(payouts.filter((payout) => payout.status === 'cancelled')).toHaveLength(8);
  },
);
