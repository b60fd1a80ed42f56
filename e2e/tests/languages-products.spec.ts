import { expect, test } from '../support/fixtures.ts';
import { AxeSweep, expectSettled, VIEWPORTS } from '../support/axe-scan.ts';
import { serverHtml } from '../support/server-html.ts';
import { crosses } from '../support/tags.ts';

/**
 * The products remote in Hindi (issue 33): its pages under /hi arrive from the server in Hindi (the products
 * catalogue's messages, its title and description), the calculator works in Hindi, and the pages hold WCAG 2.1 AA.
 * Product, plan and issuer names are the catalogue's data and stay as they are.
 */
test.describe('products remote in Hindi', crosses('shell', 'products'), () => {
  test('/hi/products arrives from the server in Hindi: heading, title, tabs, cards and their links', async ({ page }) => {
    // The catalogue in the server's HTML: a server's first request may find the data late and send the loading state.
    let html = await serverHtml(await page.request.get('/hi/products'));
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/hi/products');
          expect(response.status()).toBe(200);
          html = await serverHtml(response);
          return html.root.includes('role="tablist"');
        },
        { message: 'the server renders the catalogue', timeout: 20_000 },
      )
      .toBe(true);
    expect(html.html).toMatch(/<html lang="hi-IN"/);
    expect(html.heading).toBe('उत्पाद');
    expect(html.title).toMatch(/^उत्पाद \| /);
    expect(html.description).toMatch(/उत्पादों की तुलना करें: सावधि जमा, बॉन्ड, म्यूचुअल फ़ंड/);
    expect(html.root).toMatch(/<a [^>]*href="\/hi\/products\?category=BONDS"[^>]*>बॉन्ड<\/a>/);
    expect(html.root).toContain('अपेक्षित रिटर्न');
    expect(html.root).toContain('Short Term FD');
    expect(html.root).toMatch(/aria-label="Short Term FD अभी खरीदें"/);
    expect(html.root).not.toMatch(/>Buy Now<|>View plans<|Expected returns|products\.(list|card|terms)\./);

    await page.goto('/hi/products?category=BONDS');
    await expect(page.getByRole('heading', { level: 1, name: 'उत्पाद' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'बॉन्ड' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'सावधि जमा' }).click();
    const card = page.getByRole('tabpanel').getByRole('article', { name: 'Long Term FD' });
    await expect(card).toContainText('36 महीने');
    await expect(card.getByRole('link', { name: 'Long Term FD के प्लान देखें' })).toHaveAttribute('href', '/hi/fixed-deposits#plan.fixed-deposits.long-term-fd');
  });

  test('/hi/fixed-deposits arrives from the server in Hindi, and its invest and calculator links stay in Hindi', async ({ page }) => {
    const response = await page.request.get('/hi/fixed-deposits');
    expect(response.status()).toBe(200);
    const html = await serverHtml(response);
    expect(html.html).toMatch(/<html lang="hi-IN"/);
    expect(html.heading).toBe('सावधि जमा (FD)');
    expect(html.title).toMatch(/^सावधि जमा \(FD\) \| /);
    expect(html.description).toMatch(/हर महीने की 15 तारीख को ब्याज/);
    expect(html.root).toContain('सबसे लोकप्रिय');
    expect(html.root).toContain('अभी निवेश करें');
    expect(html.root).toContain('Medium Term FD');
    expect(html.root).not.toMatch(/>Invest Now<|Most Popular|Calculate your returns/);

    await page.goto('/hi/fixed-deposits');
    await expect(page.getByRole('heading', { level: 1, name: 'सावधि जमा (FD)' })).toBeVisible();
    await expect(page).toHaveTitle(/^सावधि जमा \(FD\) \| /);
    await expect(page.getByRole('article', { name: 'Short Term FD' }).getByRole('link', { name: 'अभी निवेश करें' })).toHaveAttribute('href', '/hi/kyc');
    await page.getByRole('link', { name: 'अपना रिटर्न जानें' }).click();
    await expect(page).toHaveURL(/\/hi\/calculator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'FD कैलकुलेटर' })).toBeVisible();
  });

  test('the FD calculator in Hindi: a plan, an amount and a tenure, with the figures, the TDS note and Hindi payout dates', async ({ page }) => {
    const response = await page.request.get('/hi/calculator');
    const html = await serverHtml(response);
    expect(html.heading).toBe('FD कैलकुलेटर');
    expect(html.title).toMatch(/^FD कैलकुलेटर \| /);
    expect(html.root).toContain('निवेश कैलकुलेटर');

    await page.goto('/hi/calculator');
    const calculator = page.getByRole('region', { name: 'निवेश कैलकुलेटर', exact: true });
    await expect(calculator).toBeVisible();
    await expect(page.getByTestId('monthly-payout')).toHaveText('₹1,500');
    await expect(page.getByText('मासिक भुगतान (1.5%)')).toBeVisible();
    await calculator.getByLabel(/^प्लान/).selectOption('plan.fixed-deposits.long-term-fd');
    await expect(calculator.getByLabel(/^अवधि/)).toHaveValue('36');
    await expect(page.getByTestId('calculator-payouts')).toHaveText('भुगतान: हर महीने की 15 तारीख को 1.83% ब्याज; मूलधन परिपक्वता पर।');
    await calculator.getByLabel(/^निवेश राशि/).fill('5000');
    await expect(calculator.getByText('इस प्लान के लिए न्यूनतम राशि ₹50,000 है।')).toBeVisible();
    await calculator.getByLabel(/^निवेश राशि/).fill('500000');
    await expect(page.getByTestId('total-interest')).toHaveText('₹3,29,400');
    await expect(page.getByTestId('tds-note')).toContainText('स्रोत पर कर कटौती (TDS)');
    const schedule = page.getByRole('table', { name: 'भुगतान अनुसूची' });
    await expect(schedule.locator('tbody tr')).toHaveCount(36);
    // A bond, paid at maturity, for a tenure of the investor's choosing.
    await calculator.getByLabel(/^प्लान/).selectOption('plan.bonds.government-bonds');
    await calculator.getByLabel(/^अवधि/).selectOption('24');
    await expect(calculator.getByLabel(/^अवधि/).locator('option:checked')).toHaveText('24 महीने');
    await expect(page.getByTestId('calculator-payouts')).toHaveText('भुगतान: मूलधन और ब्याज परिपक्वता पर।');
    await expect(schedule.locator('tbody tr')).toHaveCount(1);
    await calculator.getByLabel(/^प्लान/).selectOption('plan.fixed-deposits.long-term-fd');
    await expect(schedule.locator('tbody tr')).toHaveCount(36);
    await expect(schedule.getByRole('columnheader', { name: 'भुगतान की तारीख' })).toBeVisible();
    // Dates in Hindi month names (formatCalendarDate in the page's language): '15 दिस॰ 2026'.
    await expect(schedule.locator('tbody tr').first()).toContainText(/15 \S*[\u0900-\u097F]\S* \d{4}/);
    await expect(schedule.locator('tbody tr').last()).toContainText('मूलधन');
  });

  test('no WCAG 2.1 AA violation on the Hindi products, fixed deposits and calculator pages, at both widths', async ({ page }) => {
    const sweep = new AxeSweep();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const [path, heading] of [
        ['/hi/products', 'उत्पाद'],
        ['/hi/fixed-deposits', 'सावधि जमा (FD)'],
        ['/hi/calculator', 'FD कैलकुलेटर'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectSettled(page);
        await expect(
          page
            .getByRole('main')
            .getByRole(path === '/hi/calculator' ? 'region' : 'article')
            .first(),
        ).toBeVisible();
        await sweep.scan(page, `${path} (${viewport.name})`);
      }
    }
    expect(sweep.found).toEqual([]);
  });
});
