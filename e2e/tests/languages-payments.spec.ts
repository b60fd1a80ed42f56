import { type PortfolioInvestment, SANDBOX_TEST_VALUES } from '@invest/contracts';
import { AxeSweep, VIEWPORTS } from '../support/axe-scan.ts';
import { expectCheckoutClosed, expectCheckoutShowing, payByCardInCheckout, testCard } from '../support/checkout.ts';
import { expect, test } from '../support/fixtures.ts';
import { completeKyc } from '../support/kyc.ts';
import { crosses } from '../support/tags.ts';

/**
 * The payment page in Hindi at /hi/payment (issue 33): rendered in the browser only (an investor's own page), it loads
 * the payments remote's Hindi messages with its chunk. A KYC-verified investor with a verified bank account pays for
 * an investment through the gateway stand-in, in Hindi: a declined card, the retry, the success.
 */

const PAY = '₹1,00,330 का भुगतान करें';
const ACCEPT = /^मैंने नियम और शर्तें और जोखिम प्रकटीकरण पढ़ लिए हैं और उन्हें स्वीकार करता\/करती हूँ/;

test(
  'pays for an investment at /hi/payment in Hindi through the gateway: the terms, a decline, the retry and the success',
  crosses('shell', 'products', 'payments'),
  async ({ page }) => {
    const { session } = await completeKyc(page.request);
    // The selection as Buy Now stores it (the products page is another remote's; its language spec covers it).
    await page.goto('/products');
    await page.getByRole('link', { name: 'Buy Now Short Term FD' }).click();
    await expect(page).toHaveURL(/\/payment$/);

    await page.goto('/hi/payment');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'भुगतान' })).toBeVisible();
    await expect(page).toHaveTitle(/^भुगतान \| /);
    await expect(page.getByText('अपने निवेश की जाँच करें और भुगतान का तरीका चुनें।')).toBeVisible();
    await expect(page.getByRole('status', { name: 'सैंडबॉक्स भुगतान' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'प्लान की शर्तें' })).toBeVisible();
    await expect(page.getByTestId('terms-tenure')).toHaveText('12 महीने');
    await expect(page.getByTestId('payout-preview')).toContainText('12 महीनों तक हर महीने की 15 तारीख को ₹1,500 मिलेंगे');
    await expect(page.getByRole('heading', { level: 2, name: 'निवेश का सारांश' })).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText('₹1,00,330');
    await expect(page.getByRole('radiogroup', { name: 'भुगतान का तरीका' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /UPI\s*सुझाया गया/ })).toBeEnabled();

    await page.getByRole('radio', { name: /डेबिट\/क्रेडिट कार्ड/ }).check();
    const panel = page.getByRole('region', { name: 'डेबिट/क्रेडिट कार्ड से भुगतान' });
    await expect(panel).toContainText('Razorpay के सुरक्षित चेकआउट में');
    // The first payment: the terms to accept, linked in the page's language; Pay alone opens nothing.
    const terms = page.getByTestId('terms-acceptance');
    await expect(terms).toContainText('अपने पहले भुगतान से पहले, कृपया नियम और शर्तें और जोखिम प्रकटीकरण पढ़ें।');
    await expect(terms.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/hi/terms');
    await expect(terms.getByRole('link', { name: 'जोखिम प्रकटीकरण' })).toHaveAttribute('href', '/hi/risk-disclosure');
    await panel.getByRole('button', { name: PAY }).click();
    await expect(terms.getByRole('alert')).toHaveText('भुगतान के लिए कृपया नियम और शर्तें और जोखिम प्रकटीकरण स्वीकार करें।');
    await expect(page.getByText('नियम और शर्तें स्वीकार नहीं की गईं').first()).toBeVisible();
    await expect(page.locator('iframe[title="Razorpay Checkout"]')).toHaveCount(0);
    // No English of the page is left (product, category and returns are the catalogue's data, as written).
    await expect(page.getByRole('main')).not.toContainText(/Payment Method|Investment Summary|Plan terms|Total payable|payments\./);

    // The Hindi page, with the method's panel, the terms and the refusal showing, at both widths.
    const sweep = new AxeSweep();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await sweep.scan(page, `/hi/payment (${viewport.name})`);
    }
    expect(sweep.found).toEqual([]);
    await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });

    await page.getByRole('checkbox', { name: ACCEPT }).check();
    // The bank declines the first card: said in Hindi (the bank's reason as the API gives it), and the retry is offered.
    await panel.getByRole('button', { name: PAY }).click();
    await expectCheckoutShowing(page, '₹1,00,330');
    await payByCardInCheckout(page, testCard(SANDBOX_TEST_VALUES.declinedCardNumber));
    await expectCheckoutClosed(page);
    await expect(page.getByLabel('भुगतान अस्वीकार हुआ')).toContainText('insufficient funds');
    await expect(page.getByText('भुगतान विफल', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('भुगतान प्रोसेस नहीं हो सका। कृपया फिर कोशिश करें।').first()).toBeVisible();

    const pay = panel.getByRole('button', { name: PAY });
    await expect(pay).toBeEnabled();
    await pay.click();
    await expectCheckoutShowing(page, '₹1,00,330');
    await payByCardInCheckout(page);
    await expect(page.getByText('भुगतान सफल', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '₹1,00,330 का भुगतान मिल गया। आपको डैशबोर्ड पर ले जाया जा रहा है…' })).toBeVisible();
    await expect(page.getByText('Short Term FD में आपका निवेश सक्रिय हो गया है। आपको डैशबोर्ड पर ले जाया जा रहा है…').first()).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/dashboard$/, { timeout: 10_000 });
    const investments = (await (await page.request.get(`/api/investments/user/${session.userId}`)).json()) as PortfolioInvestment[];
    expect(investments.filter((investment) => investment.productName === 'Short Term FD').map((investment) => investment.status)).toEqual(['active']);
  },
);
