import { expect, test } from '../support/fixtures.ts';
import { crosses } from '../support/tags.ts';

const pages = [
  ['/', 'Home', 'BOLD STEP, SOLID GROWTH'],
  ['/faq', 'FAQ', 'Frequently Asked Questions'],
  ['/contact', 'Contact', 'Contact Us'],
  ['/privacy', 'Privacy Dashboard', 'Privacy Dashboard'],
  ['/privacy-dashboard', 'Privacy Dashboard', 'Privacy Dashboard'],
  ['/security-report', 'Security Report', 'Security Report'],
  ['/terms', 'Terms & Conditions', 'Terms & Conditions'],
  ['/risk-disclosure', 'Risk Disclosure', 'Risk Disclosure'],
  ['/dpdp-compliance', 'DPDP Compliance', 'DPDP Compliance'],
  ['/bug-bounty', 'Bug Bounty', 'Bug Bounty Program'],
] as const;

test.describe('marketing pages on a phone-width screen', crosses('marketing'), () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [path, title, heading] of pages) {
    test(`${path} has its title and fits a 360 px screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[&]/g, '\\$&')}`));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('home: hero buttons and the six category tiles', crosses('marketing', 'products'), async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Start KYC Process' })).toHaveAttribute('href', '/kyc');
  await expect(main.getByRole('link', { name: 'Calculate ROI' })).toHaveAttribute('href', '/calculator');
  for (const [key, subtitle] of [
    ['FIXED_DEPOSITS', 'Monthly payouts'],
    ['BONDS', 'Fixed coupons'],
    ['MUTUAL_FUNDS', 'Market-linked'],
    ['SDI', 'Higher yield'],
    ['FRACTIONAL_REAL_ESTATE', 'Small investments'],
    ['PREMIUM_GOLD', 'Digital hedge'],
  ] as const) {
    await expect(main.getByRole('link', { name: new RegExp(subtitle) })).toHaveAttribute('href', `/products?category=${key}`);
  }
  await main.getByRole('link', { name: /Fixed coupons/ }).click();
  await expect(page).toHaveURL(/\/products\?category=BONDS$/);
});

test('keyboard: Tab reaches the bug bounty severity cards and Enter toggles the highlight', crosses('marketing'), async ({ page }) => {
  await page.goto('/bug-bounty');
  const critical = page.getByRole('button', { name: /^Critical/ });
  await critical.focus();
  await page.keyboard.press('Enter');
  await expect(critical).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^High/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(critical).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('link', { name: 'Submit a Report' })).toHaveAttribute('href', /^mailto:security@.+\?subject=Bug%20Bounty%20Report/);
});
