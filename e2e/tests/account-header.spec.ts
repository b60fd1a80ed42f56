import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { buyByCard } from '../support/dashboard.ts';
import { completeKyc } from '../support/kyc.ts';
import { optOutOfNominee } from '../support/nominee.ts';
import { pdfText } from '../support/pdf-text.ts';
import { freshPhone, verifyPhoneInPage } from '../support/session.ts';
import { expectToast } from '../support/toast.ts';
import { crosses } from '../support/tags.ts';

/** A /products fixed deposit, for 12 months (the purchase goes through the shared e2e purchase helper). */
const FD = { planId: 'plan.fixed-deposits.short-term-fd', productName: 'Short Term FD', amount: 100000, duration: 12 };
/** The theme's debit colour (libs/ui theme.colors.danger, #b42318). */
const DEBIT_COLOUR = 'rgb(180, 35, 24)';

const masked = (phone: string) => `******${phone.slice(-4)}`;

test.describe('the account in the header (1280 px)', crosses('shell'), () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(
    'signs in from the header (no KYC), shows the masked phone, signs out, and the dashboard asks to sign in again',
    crosses('marketing', 'onboarding', 'dashboard'),
    async ({ page }) => {
      const phone = freshPhone();
      await page.goto('/');
      const header = page.getByRole('banner');
      const signIn = header.getByRole('link', { name: 'Sign in' });
      await expect(signIn).toHaveAttribute('href', '/sign-in?next=/dashboard');
      await signIn.click();
      await expect(page).toHaveURL(/\/sign-in\?next=\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      await expect(page.getByLabel('Aadhaar Number')).toHaveCount(0);

      await verifyPhoneInPage(page, phone);
      await expectToast(page, 'Signed In', `You are signed in as ${masked(phone)}.`);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'No investments yet' })).toBeVisible();

      const account = header.getByRole('button', { name: `Account ${masked(phone)}` });
      await expect(account).toHaveText(new RegExp(`^\\*{6}${phone.slice(-4)}`));
      await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      await account.click();
      await expect(account).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
      await expect(menu).toContainText(`Signed in as ${masked(phone)}`);
      await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      const kyc = menu.getByRole('link', { name: /KYC status/ });
      await expect(kyc).toHaveAttribute('href', '/kyc');
      await expect(kyc).toContainText('Not Started');
      expect(await page.evaluate(() => localStorage.getItem('demo_authenticated'))).toBe('true');

      await menu.getByRole('button', { name: 'Sign out' }).click();
      await expectToast(page, 'Signed out', 'You have been signed out on this device.');
      await expect(page).toHaveURL(/\/$/);
      await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(header.getByRole('button', { name: /^Account/ })).toHaveCount(0);
      expect((await page.request.get('/api/session')).status()).toBe(401);
      expect(await page.evaluate(() => [localStorage.getItem('demo_authenticated'), localStorage.getItem('demo_kyc_status')])).toEqual([null, null]);

      await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Sign in to see your portfolio' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=/dashboard');
    },
  );

  test('the header follows a sign-in made inside a remote (the KYC form) without a reload', crosses('onboarding'), async ({ page }) => {
    const phone = freshPhone();
    await page.goto('/kyc');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await verifyPhoneInPage(page, phone);
    await expect(page.getByText('Phone number verified')).toBeVisible();
    await expect(header.getByRole('button', { name: `Account ${masked(phone)}` })).toBeVisible();
    expect(navigations).toEqual([]);
  });

  test('a sign-in link that points off the site goes to the dashboard instead', crosses('onboarding', 'dashboard'), async ({ page, baseURL }) => {
    await page.goto('/sign-in?next=https://example.com/phish');
    await verifyPhoneInPage(page, freshPhone());
    await expect(page).toHaveURL(new URL('/dashboard', baseURL).href);
  });

  test(
    'an onboarded investor clicks Invest Now and reaches payment without retyping anything',
    crosses('products', 'onboarding', 'payments'),
    async ({ page }) => {
      const { session, aadhaar, pan } = await completeKyc(page.request);
      await optOutOfNominee(page.request);
      await page.goto('/products');
      await page.getByRole('link', { name: `Buy Now ${FD.productName}` }).click();
      await expect(page).toHaveURL(/\/payment$/);

      await page.getByRole('banner').getByRole('link', { name: 'Invest Now' }).click();
      await expect(page).toHaveURL(/\/kyc$/);
      await expect(page.getByRole('heading', { name: /Your KYC is verified/ })).toBeVisible();
      const identity = page.getByLabel('Verified identity');
      await expect(identity).toContainText(`XXXX XXXX ${aadhaar.slice(-4)}`);
      await expect(identity).toContainText(`${pan.slice(0, 5)}XXXX${pan.slice(-1)}`);
      await expect(identity).toContainText(session.phoneMasked);
      await expect(identity).toContainText(/Verified on\s*\d{2} [A-Z][a-z]{2} \d{4}/);
      await expect(page.getByLabel('Aadhaar Number')).toHaveCount(0);
      await expect(page.getByLabel('PAN Number')).toHaveCount(0);
      await expect(page.getByLabel('Phone Number')).toHaveCount(0);
      await expect(page.getByText(FD.productName)).toBeVisible();

      await page.getByRole('link', { name: 'Continue to payment' }).click();
      await expect(page).toHaveURL(/\/payment$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
      await expect(page.getByText('Registration Required')).toHaveCount(0);
      await expect(page.getByText('KYC Verification Required')).toHaveCount(0);
    },
  );

  test('an onboarded investor with no product selected is sent on to the dashboard', crosses('onboarding', 'dashboard'), async ({ page }) => {
    await completeKyc(page.request);
    await optOutOfNominee(page.request);
    await page.goto('/kyc');
    await expect(page.getByRole('heading', { name: /Your KYC is verified/ })).toBeVisible();
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('KYC: Verified')).toBeVisible();
  });

  test(
    'the processing fee shows as a debit: on the dashboard (debit colour), in the PDF statement and in the CSV',
    crosses('dashboard', 'payments'),
    async ({ page }) => {
      const { session } = await completeKyc(page.request);
      await buyByCard(page.request, session.userId, FD);
      await page.goto('/dashboard');
      const recent = page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem');
      for (const [label, amount] of [
        ['Processing fee', '-₹330'],
        ['Investment', '-₹1,00,000'],
      ] as const) {
        const figure = recent.filter({ hasText: label }).getByText(amount, { exact: true });
        await expect(figure).toBeVisible();
        await expect(figure).toHaveAttribute('data-direction', 'debit');
        await expect(figure).toHaveCSS('color', DEBIT_COLOUR);
      }
      await expect(recent.filter({ hasText: 'Processing fee' })).not.toContainText('+₹330');

      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Portfolio & ROI Report (PDF)' }).click()]);
      const text = pdfText(await readFile(await pdf.path()));
      expect(text).toContain('-INR 330');
      expect(text).toContain('-INR 1,00,000');
      expect(text).not.toContain('+INR 330');

      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Transactions (CSV)' }).click()]);
      const rows = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
      expect(rows.filter((line) => line.includes(',Fee,'))).toEqual([expect.stringContaining(',Fee,Short Term FD,completed,-330,')]);
    },
  );
});

test.describe('the account in the mobile drawer (390 px)', crosses('shell', 'marketing', 'onboarding'), () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer has the Knowledge Hub and the account: Sign in, then who is signed in and Sign out', async ({ page }) => {
    const phone = freshPhone();
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Knowledge Hub' })).toHaveAttribute('href', '/knowledge-hub');
    await drawer.getByRole('region', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=\/faq$/);
    await verifyPhoneInPage(page, phone);
    await expect(page).toHaveURL(/\/faq$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const account = page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'Account' });
    await expect(account).toContainText(`Signed in as ${masked(phone)}`);
    await expect(account.getByRole('link', { name: /KYC status/ })).toContainText('Not Started');
    await account.getByRole('button', { name: 'Sign out' }).click();
    await expectToast(page, 'Signed out');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect((await page.request.get('/api/session')).status()).toBe(401);
  });
});
