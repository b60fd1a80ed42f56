import { type Page } from '@playwright/test';
import { type ProcessPaymentResponse, SANDBOX_TEST_VALUES } from '@invest/contracts';
import { payInCheckout } from '@invest/sandbox-gateway';
import { acceptTerms, answerBankInCheckout, checkoutFrame, expectCheckoutClosed, expectCheckoutShowing } from '../support/checkout.ts';
import { expect, test } from '../support/fixtures.ts';
import { completeKyc } from '../support/kyc.ts';
import { crosses } from '../support/tags.ts';
import { GATEWAY_URL } from '../support/target.ts';

/** Pay pressed on /payment: the investment and the order our API opened for it (its checkout options). */
async function payPressed(page: Page, press: () => Promise<void>): Promise<{ investmentId: string; checkout: ProcessPaymentResponse['checkout'] }> {
  const [processed] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/payments/process')), press()]);
  expect(processed.status()).toBe(200);
  const { investmentId } = processed.request().postDataJSON() as { investmentId: string };
  return { investmentId, checkout: ((await processed.json()) as ProcessPaymentResponse).checkout };
}

/** What the stand-in captured and refunded for one attempt's receipt (its inspection route). */
async function chargesOf(page: Page, receipt: string): Promise<{ captured: number; refunds: Array<{ amount: number; status: string }> }> {
  const answer = await page.request.get(`${GATEWAY_URL}/_sandbox/charges?receipt=${encodeURIComponent(receipt)}`);
  return (await answer.json()) as { captured: number; refunds: Array<{ amount: number; status: string }> };
}

test(
  'two captures for one investment: one investment, and the second capture refunded and shown as "Refunded ₹1,00,330"',
  crosses('products', 'payments', 'dashboard'),
  async ({ page }) => {
    await completeKyc(page.request);
    await page.goto('/products');
    await page.getByRole('link', { name: 'Buy Now Short Term FD' }).click();
    await expect(page).toHaveURL(/\/payment$/);

    // Order 1: the card checkout opened, then left (the investor switches to net banking).
    await page.getByRole('radio', { name: /Debit\/Credit Card/ }).check();
    await acceptTerms(page);
    const { investmentId, checkout: byCard } = await payPressed(page, () =>
      page.getByRole('region', { name: 'Pay by Debit/Credit Card' }).getByRole('button', { name: 'Pay ₹1,00,330' }).click(),
    );
    await expectCheckoutShowing(page, '₹1,00,330');
    await checkoutFrame(page).getByRole('button', { name: 'Cancel' }).click();
    await expectCheckoutClosed(page);

    // Order 2: net banking, paid.
    await page.getByRole('radio', { name: /Net Banking/ }).check();
    await page.getByRole('combobox', { name: /^Bank/ }).selectOption('HDFC');
    await payPressed(page, () => page.getByRole('button', { name: 'Pay ₹1,00,330' }).click());
    await expectCheckoutShowing(page, 'HDFC');
    await answerBankInCheckout(page, SANDBOX_TEST_VALUES.netBankingSuccessButton);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

    // Order 1 paid too, from the checkout left open in another tab: a second capture.
    const second = await payInCheckout(GATEWAY_URL, byCard, { card: SANDBOX_TEST_VALUES.approvedCardNumber });
    expect(second.ok).toBe(true);

    const recent = page.getByRole('list', { name: 'Recent transactions' });
    await expect(async () => {
      await page.reload();
      await expect(recent.getByRole('listitem').filter({ hasText: 'Refunded ₹1,00,330' })).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const refund = recent.getByRole('listitem').filter({ hasText: 'Refunded ₹1,00,330' });
    await expect(refund).toContainText('Short Term FD');
    await expect(refund).toContainText('+₹1,00,330');
    await expect(refund).toContainText('completed');
    await expect(page.getByRole('row', { name: /Short Term FD/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /Short Term FD/ })).toContainText('Active');
    // At the gateway: each order captured once, and one refund, of the whole second capture, on order 1 only.
    expect(await chargesOf(page, `${investmentId}:1`)).toMatchObject({ captured: 1, refunds: [{ amount: 100_330_00, status: 'processed' }] });
    expect(await chargesOf(page, `${investmentId}:2`)).toMatchObject({ captured: 1, refunds: [] });
  },
);
