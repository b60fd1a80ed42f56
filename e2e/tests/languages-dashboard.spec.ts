import { formatCalendarDate, formatIndiaDate } from '@invest/contracts';
import { expect, test } from '../support/fixtures.ts';
import { AxeSweep, expectSettled, VIEWPORTS } from '../support/axe-scan.ts';
import { buyByCard } from '../support/dashboard.ts';
import { completeKyc } from '../support/kyc.ts';
import { serverHtml } from '../support/server-html.ts';
import { crosses } from '../support/tags.ts';

/** A /products fixed deposit (its tenure a 6-30 month range), for 12 months. */
const FD = { planId: 'plan.fixed-deposits.short-term-fd', productName: 'Short Term FD', amount: 100000, duration: 12 };

/** The first 15th strictly after today in India (a fixed deposit's first monthly payout), as a calendar date. */
function nextFifteenth(now = new Date()): string {
  const today = new Date(now.getTime() + 330 * 60_000);
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  return (day < 15 ? new Date(Date.UTC(year, month, 15)) : new Date(Date.UTC(year, month + 1, 15))).toISOString().slice(0, 10);
}

/**
 * The dashboard in Hindi at /hi/dashboard (issue 33): a verified investor with a paid fixed deposit reads their totals,
 * the investment and its status, their transactions and the next payout in Hindi, dates with Hindi month names.
 */
test(
  "a signed-in investor's dashboard under /hi/dashboard is in Hindi, with Hindi dates, and has no WCAG 2.1 AA violation",
  crosses('shell', 'dashboard'),
  async ({ page }) => {
    const { session } = await completeKyc(page.request);
    await buyByCard(page.request, session.userId, FD);

    // A signed-in page renders in the browser (the server sends the layout, in Hindi, and a loading state).
    const html = await serverHtml(await page.request.get('/hi/dashboard'));
    expect(html.html).toMatch(/<html lang="hi-IN"/);

    await page.goto('/hi/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    await expect(page).toHaveTitle(/^डैशबोर्ड \| /);
    await expect(page.getByRole('heading', { name: 'आपके निवेश' })).toBeVisible();
    await expect(page.getByText('KYC: सत्यापित')).toBeVisible();

    await expect(page.getByLabel('कुल निवेश')).toContainText('₹1,00,000');
    await expect(page.getByLabel('कुल निवेश')).toContainText('1 सक्रिय निवेश');
    await expect(page.getByLabel('मौजूदा मूल्य')).toContainText(/तक$/);

    const table = page.getByRole('region', { name: 'निवेश की तालिका' });
    await expect(table.getByRole('columnheader', { name: 'परिपक्वता की तारीख़' })).toBeVisible();
    const row = table.getByRole('row', { name: /Short Term FD/ });
    await expect(row).toContainText('₹1,00,000');
    await expect(row).toContainText('18% सालाना');
    await expect(row).toContainText('सक्रिय');
    // Invested today (India's day), in Hindi: '27 नव॰ 2026'.
    await expect(row).toContainText(formatIndiaDate(new Date(), 'hi'));
    await expect(row.getByRole('button', { name: 'समय से पहले निकालें: Short Term FD' })).toBeVisible();

    const recent = page.getByRole('list', { name: 'हाल के लेन-देन' }).getByRole('listitem');
    await expect(recent).toHaveCount(2);
    await expect(recent.filter({ hasText: 'प्रोसेसिंग शुल्क' })).toContainText('-₹330');
    await expect(recent.filter({ hasText: 'पूरा हुआ' }).first()).toBeVisible();

    const payouts = page.getByRole('list', { name: 'आने वाले भुगतान' }).getByRole('listitem');
    await expect(payouts).toHaveCount(3);
    await expect(payouts.first()).toContainText(`${formatCalendarDate(nextFifteenth(), 'hi')} · Short Term FD`);
    await expect(payouts.first()).toContainText('मासिक भुगतान');
    await expect(payouts.first()).toContainText('लंबित');

    await expect(page.getByRole('heading', { name: 'नामिती और बैंक खाता' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'टैक्स (TDS)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'पोर्टफ़ोलियो और रिटर्न रिपोर्ट डाउनलोड करें (PDF)' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Your Investments');
    await expect(page.getByRole('main')).not.toContainText('Upcoming Payouts');

    // axe on the populated Hindi page at both widths, its cards loaded.
    const sweep = new AxeSweep();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'आपके निवेश' })).toBeVisible();
      await expectSettled(page);
      await expect(page.getByText('लोड हो रहा है…')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'टैक्स से जुड़े दस्तावेज़' })).toBeVisible();
      await sweep.scan(page, `/hi/dashboard (${viewport.name})`);
    }
    expect(sweep.found).toEqual([]);
  },
);
