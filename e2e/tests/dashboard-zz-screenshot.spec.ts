import { test } from '@playwright/test';
import { buyByCard } from '../support/dashboard.ts';
import { completeKyc } from '../support/kyc.ts';

test('screenshot (temporary)', async ({ page }) => {
  const { session } = await completeKyc(page.request);
  await buyByCard(page.request, session.userId, { productType: 'Fixed Deposits', productName: 'Regular FD', amount: 100000, duration: 12, returnRate: '18' });
  await buyByCard(page.request, session.userId, { productType: 'Bonds', productName: 'Corporate Bonds', amount: 50000, duration: 24, returnRate: '10' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Your Investments' }).waitFor();
  await page.screenshot({ path: '/tmp/dash-populated.png', fullPage: true });
  await page.context().clearCookies();
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Sign in to see your portfolio' }).waitFor();
  await page.screenshot({ path: '/tmp/dash-signedout.png' });
});
