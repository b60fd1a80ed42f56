import { test } from '@playwright/test';
import { signUpForDemo } from '../support/demo.ts';

test('screens', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: '/tmp/demo-shot-1.png', fullPage: true });
  await signUpForDemo(page);
  await page.getByRole('article').first().waitFor();
  await page.screenshot({ path: '/tmp/demo-shot-2.png', fullPage: true });
  await page.getByRole('article', { name: 'Debt Mutual Fund Elite' }).getByRole('button').click();
  await page.getByLabel(/^Investment Amount/).fill('100000');
  await page.getByLabel(/^Duration/).fill('18');
  await page.screenshot({ path: '/tmp/demo-shot-3.png', fullPage: true });
  await page.getByRole('button', { name: 'Proceed to KYC Verification' }).click();
  await page.waitForURL(/kyc$/);
  await page.getByRole('button', { name: 'Verify & Continue' }).waitFor();
  await page.screenshot({ path: '/tmp/demo-shot-4.png', fullPage: true });
  for (let i = 0; i < 2; i += 1) {
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await page.getByRole('button', { name: /Verify & Continue|Complete KYC/ }).waitFor({ timeout: 10_000 });
  }
  await page.getByRole('button', { name: 'Complete KYC & Proceed' }).click();
  await page.waitForURL(/payment$/);
  await page.getByRole('radio', { name: /UPI/ }).check();
  await page.screenshot({ path: '/tmp/demo-shot-5.png', fullPage: true });
  await page.getByRole('button', { name: 'Proceed with Payment' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/demo-shot-6.png', fullPage: true });
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await page.screenshot({ path: '/tmp/demo-shot-7.png', fullPage: true });
  await page.waitForURL(/dashboard$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/demo-shot-8.png', fullPage: true });
});
