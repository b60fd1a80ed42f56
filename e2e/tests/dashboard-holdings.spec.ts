import type { Page } from '@playwright/test';
import { payByCardInCheckout } from '../support/checkout.ts';
import { declinedCardPurchase } from '../support/dashboard.ts';
import { expect, test } from '../support/fixtures.ts';
import { completeKyc } from '../support/kyc.ts';
import { crosses } from '../support/tags.ts';

/** "Your Investments" lists the holdings: one row each, with the status column in view or not. */
async function expectOneHolding(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Your Investments' })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Investments table' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Short Term FD');
  await expect(rows.first()).toContainText('₹1,00,000');
  await expect(rows.first()).toContainText('Active');
  await expect(page.getByText('Payment failed')).toHaveCount(0);
  await expect(page.getByLabel('Total Invested')).toContainText('₹1,00,000');
}

test(
  'a declined card, then a successful payment: the dashboard lists one holding, at 390 px too',
  crosses('products', 'payments', 'dashboard'),
  async ({ page }) => {
    const { session } = await completeKyc(page.request);
    // The bank declines the first card: an investment that was never paid.
    await declinedCardPurchase(page.request, session.userId, { planId: 'plan.fixed-deposits.short-term-fd', amount: 100000, duration: 12 });

    // The investor buys the same plan again, and pays.
    await page.goto('/products');
    await page.getByRole('link', { name: 'Buy Now Short Term FD' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await page.getByRole('radio', { name: /Debit\/Credit Card/ }).check();
    await page
      .getByRole('region', { name: 'Pay by Debit/Credit Card' })
      .getByRole('button', { name: /^Pay ₹1,00,330$/ })
      .click();
    await payByCardInCheckout(page);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expectOneHolding(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expectOneHolding(page);
  },
);
