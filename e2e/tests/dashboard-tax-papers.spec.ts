import { readFile } from 'node:fs/promises';
import { TAX_DEDUCTOR, type PortfolioPayout } from '@invest/contracts';
import { expect, test } from '../support/fixtures.ts';
import { resetApiClock, setApiClock } from '../support/api-clock.ts';
import { buyByCard } from '../support/dashboard.ts';
import { completeKyc } from '../support/kyc.ts';
import { pdfText } from '../support/pdf-text.ts';
import { freshPhone, signIn } from '../support/session.ts';
import { crosses } from '../support/tags.ts';
import { localPlatformOnly } from '../support/target.ts';

/**
 * The investor's tax papers from the dashboard: ₹40,00,000 in a fixed deposit at 18% p.a. pays ₹60,000 interest on
 * each 15th, past the year's s. 194A threshold at once (the platform pays the interest: ₹10,000 from FY 2025-26,
 * ₹5,000 before), so each payout withholds 10%, ₹6,000. The API's clock moves to
 * the first 15th (the payout is sent), then past the end of that quarter (India time), when its TDS certificate is
 * offered. The clock is put back whatever happens.
 */
const FD = { planId: 'plan.fixed-deposits.short-term-fd', productName: 'Short Term FD', amount: 40_00_000, duration: 12 };
const IST_MS = 330 * 60_000;

/** An India calendar date ('YYYY-MM-DD') at 10:00 IST. */
const indiaMorning = (date: string) => new Date(Date.parse(`${date}T10:00:00Z`) - IST_MS);

/** The first 15th strictly after today in India. */
function nextFifteenth(now = new Date()): string {
  const india = new Date(now.getTime() + IST_MS);
  const [year, month, day] = [india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()];
  return new Date(day < 15 ? Date.UTC(year, month, 15) : Date.UTC(year, month + 1, 15)).toISOString().slice(0, 10);
}

/** The financial-year quarter of an India date: its label, the day after it ends, and its financial year. */
function quarterOf(date: string): { label: string; dayAfter: string; financialYear: string; end: string } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  const financialYear = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  const number = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  const lastMonth = [6, 9, 12, 3][number - 1] ?? 3;
  const endYear = number === 4 ? start + 1 : start;
  const end = new Date(Date.UTC(endYear, lastMonth, 0)).toISOString().slice(0, 10);
  const dayAfter = new Date(Date.UTC(endYear, lastMonth, 1)).toISOString().slice(0, 10);
  const months = ['Apr-Jun', 'Jul-Sep', 'Oct-Dec', 'Jan-Mar'][number - 1] ?? '';
  return { label: `${months} ${endYear} (Q${number}, FY ${financialYear})`, dayAfter, financialYear, end };
}

test.afterEach(async () => {
  await resetApiClock();
});

test('the investor downloads a TDS certificate and the year’s tax statement from the dashboard', crosses('dashboard'), async ({ page }) => {
  localPlatformOnly("it moves the API's test clock");
  const phone = freshPhone();
  const { session, pan } = await completeKyc(page.request, { phone });
  await buyByCard(page.request, session.userId, FD);

  const fifteenth = nextFifteenth();
  const quarter = quarterOf(fifteenth);
  await setApiClock(indiaMorning(fifteenth));
  await signIn(page.request, phone);
  // The dashboard's read sends the due payout; the gateway stand-in settles it by signed webhook.
  await expect(async () => {
    const payouts = (await (await page.request.get(`/api/payouts/user/${session.userId}`)).json()) as PortfolioPayout[];
    expect(payouts.filter((payout) => payout.status === 'paid')).toHaveLength(1);
  }).toPass({ timeout: 60_000 });

  // While the quarter is open, no certificate is offered.
  await page.goto('/dashboard');
  const certificates = page.getByRole('list', { name: 'TDS certificates' });
  const papers = page.getByRole('region', { name: 'Tax papers' });
  await expect(papers.getByText('No TDS certificate yet')).toBeVisible();

  // The day after the quarter closes (India time); every payout due by then is sent.
  await setApiClock(indiaMorning(quarter.dayAfter));
  await signIn(page.request, phone);
  let paid: PortfolioPayout[] = [];
  await expect(async () => {
    const payouts = (await (await page.request.get(`/api/payouts/user/${session.userId}`)).json()) as PortfolioPayout[];
    expect(payouts.some((payout) => payout.status === 'processing' || (payout.status === 'pending' && payout.payoutDate <= quarter.end))).toBe(false);
    paid = payouts.filter((payout) => payout.status === 'paid' && payout.payoutDate <= quarter.end);
  }).toPass({ timeout: 60_000 });
  expect(paid.every((payout) => payout.amount === 60_000 && payout.tds === 6_000)).toBe(true);
  const count = paid.length;

  await page.goto('/dashboard');
  await expect(certificates.getByRole('listitem')).toHaveCount(1);
  await expect(certificates).toContainText(`${quarter.label}: TDS ₹${new Intl.NumberFormat('en-IN').format(6_000 * count)}`);
  const [certificate] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download TDS certificate ${quarter.label} (PDF)` }).click(),
  ]);
  const quarterLabel = `${quarter.financialYear}-Q${quarter.label.match(/Q(\d)/)?.[1] ?? ''}`;
  expect(certificate.suggestedFilename()).toBe(`tds-certificate-${quarterLabel}.pdf`);
  const certificateText = pdfText(await readFile(await certificate.path()));
  const inr = (rupees: number) => `INR ${new Intl.NumberFormat('en-IN').format(rupees)}.00`;
  for (const expected of [
    'TDS certificate (Form 16A format)',
    quarter.label,
    TAX_DEDUCTOR.name,
    TAX_DEDUCTOR.tan,
    TAX_DEDUCTOR.pan,
    `${pan.slice(0, 5)}XXXX${pan.slice(-1)}`,
    inr(60_000),
    inr(6_000 * count),
    inr(60_000 * count),
  ]) {
    expect(certificateText, expected).toContain(expected);
  }
  expect(certificateText).not.toContain(pan);

  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download tax statement FY ${quarter.financialYear} (PDF)` }).click(),
  ]);
  const statementText = pdfText(await readFile(await statement.path()));
  for (const expected of [
    `Tax statement, FY ${quarter.financialYear}`,
    'Interest paid',
    inr(60_000 * count),
    'TDS deducted',
    inr(6_000 * count),
    inr(54_000 * count),
  ]) {
    expect(statementText, expected).toContain(expected);
  }

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download tax statement FY ${quarter.financialYear} (CSV)` }).click(),
  ]);
  const rows = (await readFile(await csv.path(), 'utf8')).split('\r\n');
  expect(rows).toContain(`Interest paid,${60_000 * count}.00`);
  expect(rows).toContain(`TDS deducted,${6_000 * count}.00`);
});
