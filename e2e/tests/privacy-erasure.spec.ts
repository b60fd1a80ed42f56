import { buyByCard, maturityLabel } from '../support/dashboard.ts';
import { expect, test } from '../support/fixtures.ts';
import { completeKyc } from '../support/kyc.ts';
import { crosses } from '../support/tags.ts';

test(
  'an erasure requested while an investment is held says what is held and waits for the final payout; the investor stays signed in',
  crosses('marketing', 'dashboard'),
  async ({ page }) => {
    const { session } = await completeKyc(page.request);
    await buyByCard(page.request, session.userId, { planId: 'plan.fixed-deposits.short-term-fd', productName: 'Short Term FD', amount: 100000, duration: 12 });

    await page.goto('/privacy-dashboard');
    const erasure = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Erasure' }) });
    await erasure.getByRole('button', { name: 'Delete My Data' }).click();
    // The final payout: the FD's principal comes back at its maturity, 12 months on.
    const held = `Your erasure runs after your final payout is paid; until then you can still sign in. Still held: 1 active investment, ₹1,00,000 principal outstanding, 12 payouts to be paid, final payout on ${maturityLabel(12)}.`;
    await expect(erasure.getByTestId('privacy-erasure-held')).toHaveText(held);
    await expect(erasure.getByTestId('privacy-status-erasure')).toHaveText('Pending');
    await expect(erasure.getByTestId('privacy-erasure-schedule')).toHaveText(/^Scheduled for \d{2} \w{3} \d{4}\.$/);

    // Still signed in: the page and the dashboard answer as before, after a reload.
    await page.reload();
    await expect(erasure.getByTestId('privacy-erasure-held')).toHaveText(held);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Investments table' }).locator('tbody tr')).toHaveCount(1);
  },
);
