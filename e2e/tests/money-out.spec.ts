import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  type BankAccountResponse,
  istDateTime,
  PAYOUT_ACCOUNT_COOLING_OFF_HOURS,
  SANDBOX_PAYOUT_TEST_VALUES,
  TEXT_TEMPLATES,
  type PortfolioPayout,
  type PortfolioResponse,
} from '@invest/contracts';
import { resetApiClock, setApiClock } from '../support/api-clock.ts';
import { addVerifiedBankAccount, BANK_HOLDER_NAME, BANK_IFSC, freshAccountNumber } from '../support/bank-account.ts';
import { buyByCard } from '../support/dashboard.ts';
import { completeKyc } from '../support/kyc.ts';
import { freshPhone, IDENTITY_STAND_IN_URL, latestOtp, signIn } from '../support/session.ts';
import { expectToast } from '../support/toast.ts';
import { recordTyped } from '../support/typed-values.ts';
import { crosses } from '../support/tags.ts';
import { localPlatformOnly } from '../support/target.ts';

/**
 * Money out, as an investor meets it: a bank account proven by the gateway's penny drop (its name matched to the KYC
 * name), a nominee, an investment, and on the 15th a payout sent through the gateway's payout API to that account,
 * net of TDS. The API's clock is moved through its test-only TEST_CLOCK_FILE (e2e/support/api-clock.ts); it is put back
 * whatever happens, and the suite runs one test at a time.
 */

/** ₹40,00,000 in a fixed deposit at 18% p.a.: ₹60,000 interest a month, past the year's TDS threshold at once (the platform pays it: ₹10,000). */
const FD = { planId: 'plan.fixed-deposits.short-term-fd', productName: 'Short Term FD', amount: 40_00_000, duration: 12 };

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** The first 15th strictly after today in India, 10:00 IST (a fixed deposit's first monthly payout). */
function nextFifteenth(now = new Date()): Date {
  const india = new Date(now.getTime() + 330 * 60_000);
  const [year, month, day] = [india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()];
  const target = day < 15 ? Date.UTC(year, month, 15) : Date.UTC(year, month + 1, 15);
  return new Date(target + (10 * 60 - 330) * 60_000);
}

async function addAccountInForm(page: Page, accountNumber: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Bank account' });
  await field(form.page(), 'Account number').fill(accountNumber);
  await field(form.page(), 'IFSC').fill(BANK_IFSC.toLowerCase());
  await expect(field(page, 'IFSC')).toHaveValue(BANK_IFSC);
  await expect(form.getByText(/State Bank of India/)).toBeVisible();
  await field(form.page(), 'Account holder name').fill(BANK_HOLDER_NAME);
  await form.getByRole('button', { name: 'Verify bank account' }).click();
}

test.afterEach(async () => {
  await resetApiClock();
});

test(
  'an investor verifies a bank account, names a nominee, invests, and on the 15th is paid net of TDS into that account',
  crosses('onboarding', 'payments', 'dashboard'),
  async ({ page }) => {
    localPlatformOnly("it moves the API's test clock");
    const phone = freshPhone();
    const { session } = await completeKyc(page.request, { phone, bankAccount: false });
    await page.goto('/kyc');
    const steps = page.getByRole('navigation', { name: 'KYC steps' }).getByRole('listitem');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');

    // The bank holds this one in another name: refused, with the reason, and nothing becomes the payout account.
    recordTyped('value', SANDBOX_PAYOUT_TEST_VALUES.nameMismatchAccount);
    await addAccountInForm(page, SANDBOX_PAYOUT_TEST_VALUES.nameMismatchAccount);
    await expect(page.getByRole('alert').filter({ hasText: 'does not match the name on your KYC' })).toBeVisible();
    await expect(field(page, 'Account number')).toHaveValue('');

    const accountNumber = freshAccountNumber();
    const last4 = accountNumber.slice(-4);
    await addAccountInForm(page, accountNumber);
    const onFile = page.getByLabel('Bank account on file');
    await expect(onFile).toContainText(`•••• ${last4}`);
    await expect(onFile).toContainText('State Bank of India');
    await expect(page.getByText(accountNumber)).toHaveCount(0);

    // A minor nominee needs a guardian.
    const nominee = page.getByRole('form', { name: 'Nominee' });
    await field(page, 'Nominee name').fill('Meera Rao');
    await page.getByLabel(/^Relationship/).selectOption('Daughter');
    await field(page, 'Date of birth').fill('2015-06-01');
    await expect(nominee.getByText('The nominee is under 18: please name their guardian.')).toBeVisible();
    await nominee.getByRole('button', { name: 'Save nominee' }).click();
    await expect(nominee.getByRole('alert').first()).toBeVisible();
    await field(page, 'Guardian name').fill('Asha Rao');
    await page.getByLabel(/^Guardian's relationship/).fill('Mother');
    await nominee.getByRole('button', { name: 'Save nominee' }).click();
    await expect(page.getByLabel('Nominee on file')).toContainText('Meera Rao');
    await expectToast(page, 'KYC Complete', 'Your bank account and nominee are on file. Taking you to payment...');
    await expect(page).toHaveURL(/\/payment$/, { timeout: 10_000 });

    await buyByCard(page.request, session.userId, FD);
    await page.goto('/dashboard');
    const upcoming = page.getByRole('list', { name: 'Upcoming payouts' }).getByRole('listitem');
    await expect(upcoming.first()).toContainText('pending');
    await expect(upcoming.first()).toContainText('₹60,000');
    await expect(page.getByLabel('Nominee and bank account')).toContainText('Meera Rao');

    // The 15th: the dashboard's read sends the due payout; the gateway processes it and says so by signed webhook.
    const fifteenth = nextFifteenth();
    await setApiClock(fifteenth);
    // A month on, the session has timed out: sign in again. The API now lives on the 15th.
    await signIn(page.request, phone);
    const portfolio = (await (await page.request.get(`/api/portfolio/${session.userId}`)).json()) as PortfolioResponse;
    expect(portfolio.asOf, 'the API reads its test clock (TEST_CLOCK_FILE)').toBe(new Date(fifteenth.getTime() + 330 * 60_000).toISOString().slice(0, 10));
    await page.goto('/dashboard');
    const recent = page.getByRole('list', { name: 'Recent payouts' }).getByRole('listitem');
    await expect(async () => {
      await page.reload();
      await expect(recent.first()).toContainText('Paid', { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    const paid = recent.first();
    await expect(paid).toContainText(`to •••• ${last4}`);
    await expect(paid).toContainText(/UTR \w+/);
    const amounts = paid.getByLabel('Payout amounts');
    await expect(amounts).toContainText('Gross ₹60,000');
    await expect(amounts).toContainText('TDS ₹6,000');
    await expect(amounts).toContainText('Net ₹54,000');

    const payouts = (await (await page.request.get(`/api/payouts/user/${session.userId}`)).json()) as PortfolioPayout[];
    expect(payouts.filter((payout) => payout.status === 'paid')).toEqual([
      expect.objectContaining({ amount: 60_000, tds: 6_000, net: 54_000, bankLast4: last4 }),
    ]);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Transactions (CSV)' }).click()]);
    const statement = await readFile(await csv.path(), 'utf8');
    expect(statement).toContain(last4);
    expect(statement).not.toContain(accountNumber);
    expect(statement).toMatch(/,Paid,60000,0,6000,54000,/);
    expect(statement).toContain('Meera Rao');
  },
);

test(
  'an investor changes the payout account with the OTP texted to their phone, is told by text, and sees the cooling-off on the dashboard',
  crosses('onboarding', 'dashboard'),
  async ({ page }) => {
    localPlatformOnly("it moves the API's test clock");
    const phone = freshPhone();
    const { session } = await completeKyc(page.request, { phone, bankAccount: false });
    const first = await addVerifiedBankAccount(page.request);
    // An investor with a deposit: the dashboard shows its cards.
    await buyByCard(page.request, session.userId, { ...FD, amount: 1_00_000 });
    await page.goto('/kyc');
    await expect(page.getByLabel('Bank account on file')).toContainText(`•••• ${first.last4}`);

    // The change form asks for the OTP, sent to the registered phone (shown masked).
    await page.getByRole('button', { name: 'Change account' }).click();
    await expect(page.getByText(`payouts go to the new account ${PAYOUT_ACCOUNT_COOLING_OFF_HOURS} hours after it is verified`)).toBeVisible();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otpField = page.getByLabel(`OTP sent to ******${phone.slice(-4)}`);
    await expect(otpField).toBeVisible();
    await otpField.fill(await latestOtp(page.request, phone));
    const accountNumber = freshAccountNumber();
    const last4 = accountNumber.slice(-4);
    await addAccountInForm(page, accountNumber);

    const onFile = page.getByLabel('Bank account on file');
    await expect(onFile).toContainText(`•••• ${last4}`);
    const answer = (await (await page.request.get('/api/bank-account')).json()) as BankAccountResponse;
    const payoutsFrom = answer.account?.payoutsFrom ?? '';
    expect(Date.parse(payoutsFrom) - Date.parse(answer.account?.verifiedAt ?? '')).toBe(PAYOUT_ACCOUNT_COOLING_OFF_HOURS * 3_600_000);
    await expect(page.getByTestId('payout-account-cooling-off')).toHaveText(
      `Payouts go here from ${istDateTime(payoutsFrom)}. Until then they go to State Bank of India •••• ${first.last4}.`,
    );

    // The registered phone is told (the texts worker sends it after the change committed): the last four digits only,
    // when payouts move, and what to do if it was not them.
    const changeTexts = async () =>
      ((await (await page.request.get(`${IDENTITY_STAND_IN_URL}/inbox?phone=${phone}`)).json()) as { templateId: string; body: string }[]).filter(
        (text) => text.templateId === TEXT_TEMPLATES.payout_account_changed.sandboxTemplateId,
      );
    await expect
      .poll(async () => (await changeTexts()).map((text) => text.body), { timeout: 20_000 })
      .toEqual([
        `Solidstep Invest: your payout account was changed to the bank account ending ${last4}. Payouts go to it from ${istDateTime(payoutsFrom)}; until then they go to the one ending ${first.last4}. Not you? Sign in and add your previous account again with the OTP, or call us on +91 98000 00000.`,
      ]);
    expect((await changeTexts())[0]?.body).not.toContain(accountNumber.slice(-5));

    // The dashboard: payouts still go to the account on file; the new one says from when.
    await page.goto('/dashboard');
    const line = page.getByTestId('payout-account-line');
    await expect(line).toContainText(`State Bank of India •••• ${first.last4}`);
    await expect(page.getByTestId('payout-account-change')).toHaveText(
      `New account State Bank of India •••• ${last4}: Payouts go here from ${istDateTime(payoutsFrom)}`,
    );

    // Once the cooling-off is over, payouts go to the new account.
    await setApiClock(new Date(Date.parse(payoutsFrom) + 60_000));
    await signIn(page.request, phone);
    await page.goto('/dashboard');
    await expect(line).toHaveText(`State Bank of India •••• ${last4}`);
    await expect(page.getByTestId('payout-account-change')).toHaveCount(0);
  },
);
