import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { buyByCard, nextFifteenthLabel } from '../support/dashboard.ts';
import { completeKyc } from '../support/kyc.ts';
import { pdfText } from '../support/pdf-text.ts';
import { stopApp } from '../support/platform.ts';
import { crosses } from '../support/tags.ts';
import { localPlatformOnly } from '../support/target.ts';

/** A /products fixed deposit (its tenure a 6-30 month range), for 12 months. */
const FD = { planId: 'plan.fixed-deposits.short-term-fd', productName: 'Short Term FD', amount: 100000, duration: 12 };

async function verifiedInvestor(page: Page): Promise<string> {
  const { session } = await completeKyc(page.request);
  return session.userId;
}

test(
  'a new verified user sees the empty view, and after a purchase the investment, its transactions and the next payout',
  crosses('dashboard'),
  async ({ page }) => {
    const userId = await verifiedInvestor(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'No investments yet' })).toBeVisible();
    await expect(page.getByText('KYC: Verified')).toBeVisible();

    await buyByCard(page.request, userId, FD);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Investments' })).toBeVisible();
    await expect(page.getByLabel('Total Invested')).toContainText('₹1,00,000');
    await expect(page.getByLabel('Current Value')).toContainText('₹1,00,000');
    await expect(page.getByRole('list', { name: 'Categories' })).toContainText('Fixed Deposits100%');

    const row = page.getByRole('row', { name: /Short Term FD/ });
    await expect(row).toContainText('₹1,00,000');
    await expect(row).toContainText('18% p.a.');
    await expect(row).toContainText('Active');

    const recent = page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem');
    await expect(recent).toHaveCount(2);
    await expect(recent.filter({ hasText: 'Investment' })).toContainText('-₹1,00,000');
    await expect(recent.filter({ hasText: 'Processing fee' })).toContainText('-₹330');

    const payouts = page.getByRole('list', { name: 'Upcoming payouts' }).getByRole('listitem');
    await expect(payouts).toHaveCount(3);
    await expect(payouts.first()).toContainText(`${nextFifteenthLabel()} · Short Term FD`);
    await expect(payouts.first()).toContainText('₹1,500');

    // The payment's text, sent by the API's text worker (every 10 s) through MSG91's stand-in, is in the activity.
    const texts = page.getByRole('list', { name: 'Texts sent to your phone' }).getByRole('listitem');
    await expect(async () => {
      await page.reload();
      await expect(texts).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await expect(texts.first()).toContainText(
      /^Solidstep Invest: we received Rs\. 1,00,330 for Short Term FD\. Payment reference pay_\w+\. Your investment is active\./,
    );
  },
);

test('the portfolio report downloads as a PDF with the holding, and the transactions as CSV', crosses('dashboard'), async ({ page }) => {
  const userId = await verifiedInvestor(page);
  await buyByCard(page.request, userId, FD);
  await page.goto('/dashboard');

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Portfolio & ROI Report (PDF)' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^portfolio-statement-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await readFile(await pdf.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.subarray(-8).toString('latin1')).toContain('%%EOF');
  const text = pdfText(file);
  expect(text).toContain('Short Term FD');
  expect(text).toContain('INR 1,00,000');
  expect(text).toContain('Investments are subject to market risks.');
  // The holder as the KYC names them, and the PAN masked (never whole).
  expect(text).toMatch(/Account holder: \S+/);
  expect(text).toMatch(/PAN: [A-Z]{5}XXXX[A-Z]/);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Transactions (CSV)' }).click()]);
  const rows = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
  expect(rows[0]).toBe('Date and time (IST),Type,Product,Status,Amount (INR),Transaction ID,Investment ID');
  expect(rows[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
  expect(rows.some((line) => line.includes(',Investment,Short Term FD,completed,-100000,'))).toBe(true);
  expect(rows.some((line) => line.includes(',Fee,Short Term FD,completed,-330,'))).toBe(true);
});

test('with the API stopped the dashboard shows its error view', crosses('dashboard'), async ({ page }) => {
  localPlatformOnly('it stops the API');
  await verifiedInvestor(page);
  const restart = await stopApp('services/api');
  try {
    await page.goto('/dashboard');
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to load dashboard data. Please try refreshing the page.' })).toBeVisible();
  } finally {
    // The API comes back with the run's settings and database; the platform's teardown stops it.
    await restart();
    // The shell's proxy answers again once its pooled connections to the old process are gone.
    await expect.poll(async () => (await page.request.get('/api/health')).status(), { timeout: 30_000 }).toBe(200);
  }
});
