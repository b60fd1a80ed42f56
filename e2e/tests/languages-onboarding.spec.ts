import type { Page } from '@playwright/test';
import type { SessionResponse } from '@invest/contracts';
import { expect, test } from '../support/fixtures.ts';
import { AxeSweep, expectSettled, VIEWPORTS } from '../support/axe-scan.ts';
import { BANK_HOLDER_NAME, BANK_IFSC, freshAccountNumber } from '../support/bank-account.ts';
import { freshAadhaar, freshPan, SANDBOX_AADHAAR_OTP } from '../support/kyc.ts';
import { serverHtml } from '../support/server-html.ts';
import { freshPhone, latestOtp } from '../support/session.ts';
import { crosses } from '../support/tags.ts';
import { expectToast } from '../support/toast.ts';
import { recordTyped } from '../support/typed-values.ts';

/**
 * mfe-onboarding in Hindi (issue 33): sign-up with the phone OTP, KYC (Aadhaar, PAN, the consent, the Aadhaar OTP),
 * the bank account and the nominee under /hi/kyc; sign-in under /hi/sign-in; the KYC status under
 * /hi/kyc-verification. Every word these pages write themselves is Hindi; what the API answers is shown as it says it.
 */

const statusRow = (page: Page, key: string) => page.getByTestId(`status-${key}`);

/** Phone → ओटीपी भेजें → the code from the SMS stand-in's inbox → ओटीपी सत्यापित करें, on the Hindi form. */
async function verifyPhoneInHindi(page: Page, phone = freshPhone()): Promise<string> {
  await page.getByLabel('फ़ोन नंबर').fill(phone);
  await page.getByRole('button', { name: 'ओटीपी भेजें' }).click();
  await expectToast(page, 'ओटीपी भेजा गया', `6 अंकों का कोड ******${phone.slice(-4)} पर भेजा गया है।`);
  await expect(page.getByText(/^[45]:\d\d में ओटीपी दोबारा भेजें$/)).toBeVisible();
  await page.getByLabel('ओटीपी दर्ज करें').fill(await latestOtp(page.request, phone));
  await page.getByRole('button', { name: 'ओटीपी सत्यापित करें' }).click();
  return phone;
}

test.describe('onboarding in Hindi', crosses('shell', 'onboarding'), () => {
  test('/hi/sign-in arrives from the server in Hindi, and every onboarding page has a Hindi title in the browser', async ({ page }) => {
    const response = await page.request.get('/hi/sign-in?next=/dashboard');
    expect(response.status()).toBe(200);
    const html = await serverHtml(response);
    expect(html.html).toMatch(/<html lang="hi-IN"/);
    expect(html.title).toMatch(/^साइन इन \| /);
    expect(html.description).toMatch(/^अपने मोबाइल नंबर और वन-टाइम पासवर्ड \(ओटीपी\) से .+ पर साइन इन करें।/);
    // Without scripts, the sign-in page says (in Hindi) that it needs JavaScript.
    expect(html.root).toContain('इस फ़ॉर्म के लिए JavaScript ज़रूरी है।');
    expect(html.root).not.toContain('This form needs JavaScript');

    // /kyc and /kyc-verification are an investor's own: the browser renders them, and titles them in Hindi.
    for (const [path, heading, title] of [
      ['/hi/kyc', 'KYC सत्यापन', /^केवाईसी \(KYC\) \| /],
      ['/hi/kyc-verification', 'KYC सत्यापन की स्थिति', /^KYC सत्यापन \| /],
      ['/hi/sign-in', 'साइन इन', /^साइन इन \| /],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    }
  });

  test('a new investor signs up with the phone OTP and completes KYC, bank account and nominee in Hindi', crosses('payments'), async ({ page }) => {
    await page.goto('/hi/kyc');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'KYC सत्यापन' })).toBeVisible();
    await expect(page.getByTestId('fee-notice')).toContainText('शुरू करने से पहले: हर भुगतान पर');
    const steps = page.getByRole('navigation', { name: 'KYC के चरण' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toContainText('आधार/पैन');
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('heading', { level: 2, name: 'आधार और पैन सत्यापन' })).toBeVisible();
    for (const key of ['Aadhaar', 'PAN', 'Mobile OTP']) await expect(statusRow(page, key).getByText('शुरू नहीं हुआ')).toBeVisible();

    // The page's own check of the phone number, in Hindi.
    await page.getByLabel('फ़ोन नंबर').fill('98765');
    await page.getByRole('button', { name: 'ओटीपी भेजें' }).click();
    await expectToast(page, 'अमान्य फ़ोन नंबर', 'कृपया 10 अंकों का मान्य फ़ोन नंबर दर्ज करें।');

    // Sign-up: the phone and its OTP (the SMS stand-in's inbox), which signs the new investor in.
    const aadhaar = freshAadhaar();
    await page.getByLabel('आधार नंबर').pressSequentially(aadhaar.replace(/ /g, ''));
    await expect(page.getByLabel('आधार नंबर')).toHaveValue(aadhaar);
    const pan = freshPan();
    await page.getByLabel('पैन नंबर').fill(pan);
    await verifyPhoneInHindi(page);
    await expect(page.getByText('फ़ोन नंबर सत्यापित हो गया', { exact: true })).toBeVisible();
    await expectToast(page, 'फ़ोन सत्यापित', 'आपका फ़ोन नंबर सत्यापित हो गया है और आप साइन इन हैं।');
    await expect(statusRow(page, 'Mobile OTP').getByText('सत्यापित')).toBeVisible();

    // The Aadhaar consent, in Hindi, unticked; the details wait for the tick.
    const consentBox = page.getByTestId('aadhaar-consent');
    await expect(consentBox.getByRole('heading', { name: 'आधार के उपयोग के लिए आपकी सहमति' })).toBeVisible();
    await expect(consentBox.getByText(/^आधार का उपयोग स्वैच्छिक है।/)).toBeVisible();
    const consent = page.getByRole('checkbox', { name: /^मैं ऊपर बताए अनुसार ई-KYC के लिए/ });
    await expect(consent).not.toBeChecked();
    const submit = page.getByRole('button', { name: 'KYC सत्यापन पूरा करें' });
    await expect(submit).toBeDisabled();
    await consent.check();
    await submit.click();

    // The KYC provider texts the Aadhaar-linked mobile: the step says so in Hindi.
    await expectToast(page, 'ओटीपी भेजा गया', 'अपने आधार से जुड़े मोबाइल पर भेजा गया ओटीपी दर्ज करें');
    await expect(page.getByText(`UIDAI ने इसे आधार XXXX XXXX ${aadhaar.slice(-4)} से जुड़े मोबाइल नंबर पर भेजा है। यह 10 मिनट तक मान्य है।`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'विवरण बदलें' })).toBeVisible();
    recordTyped('otp', SANDBOX_AADHAAR_OTP);
    await page.getByLabel('आधार ओटीपी').fill(SANDBOX_AADHAAR_OTP);
    await page.getByRole('button', { name: 'आधार ओटीपी सत्यापित करें' }).click();
    await expectToast(page, 'KYC सत्यापित', 'आपकी पहचान सत्यापित हो गई है। अब वह बैंक खाता जोड़ें जिसमें आपका भुगतान आएगा।');
    const identity = page.getByLabel('सत्यापित पहचान');
    await expect(identity).toContainText(`XXXX XXXX ${aadhaar.slice(-4)}`);
    await expect(identity).toContainText('सत्यापन की तारीख़');
    await expect(page.getByText('अगला चरण: बैंक विवरण, नीचे।')).toBeVisible();
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');

    // Bank Details, in Hindi: the ₹1 penny drop confirms the account in the KYC name.
    const bank = page.getByTestId('bank-account-step');
    await expect(bank.getByRole('heading', { level: 2, name: 'बैंक विवरण' })).toBeVisible();
    const accountNumber = freshAccountNumber();
    await bank.getByLabel(/^खाता संख्या/).fill(accountNumber);
    await bank.getByLabel(/^IFSC/).fill(BANK_IFSC);
    await bank.getByLabel(/^खाताधारक का नाम/).fill(BANK_HOLDER_NAME);
    await bank.getByRole('button', { name: 'बैंक खाता सत्यापित करें' }).click();
    await expect(page.getByLabel('दर्ज बैंक खाता')).toContainText(`•••• ${accountNumber.slice(-4)}`);
    await expect(bank.getByRole('button', { name: 'खाता बदलें' })).toBeVisible();
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');

    // Nominee, in Hindi: the relationships are Hindi words; an explicit opt-out is a choice too.
    const nominee = page.getByTestId('nominee-step');
    await expect(nominee.getByRole('heading', { level: 2, name: 'नामिती' })).toBeVisible();
    await expect(nominee.getByRole('combobox', { name: /^संबंध/ }).getByRole('option', { name: 'जीवनसाथी' })).toBeAttached();
    await nominee.getByRole('button', { name: 'नामिती सहेजें' }).click();
    await expect(nominee.getByText('कृपया नामिती का नाम दर्ज करें।')).toBeVisible();
    await nominee.getByLabel('मैं कोई नामिती नहीं रखना चाहता/चाहती').check();
    await nominee.getByRole('button', { name: 'पुष्टि करें: कोई नामिती नहीं' }).click();
    await expectToast(page, 'KYC पूरा हुआ', 'आपका बैंक खाता और नामिती दर्ज हो गए हैं। आपको भुगतान पेज पर ले जा रहे हैं...');
    // Still in Hindi on the way on.
    await expect(page).toHaveURL(/\/hi\/payment$/, { timeout: 10_000 });

    const session = (await (await page.request.get('/api/session')).json()) as SessionResponse;
    expect(session.kycStatus).toBe('verified');
  });

  test('a returning investor signs in under /hi/sign-in and sees the KYC status in Hindi', async ({ page }) => {
    await page.goto('/hi/sign-in?next=/kyc-verification');
    await expect(page.getByRole('heading', { level: 1, name: 'साइन इन' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'आपका मोबाइल नंबर' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'KYC शुरू करें' })).toHaveAttribute('href', '/hi/kyc');
    const phone = await verifyPhoneInHindi(page);
    await expectToast(page, 'साइन इन हो गया', `आप ******${phone.slice(-4)} के रूप में साइन इन हैं।`);
    await expect(page).toHaveURL(/\/hi\/kyc-verification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'KYC सत्यापन की स्थिति' })).toBeVisible();
    await expect(page.getByText('अगला कदम: निवेश शुरू करने के लिए अपना आधार और पैन सत्यापित करें।')).toBeVisible();
    await expect(page.getByRole('link', { name: 'KYC पूरा करें' })).toHaveAttribute('href', '/hi/kyc');
    await expect(statusRow(page, 'Mobile OTP').getByText('सत्यापित')).toBeVisible();
  });

  test('no WCAG 2.1 AA violation on the Hindi KYC, sign-in and KYC status pages, at both widths', async ({ page }) => {
    const sweep = new AxeSweep();
    const pages = [
      ['/hi/kyc', 'KYC सत्यापन'],
      ['/hi/sign-in', 'साइन इन'],
      ['/hi/kyc-verification', 'KYC सत्यापन की स्थिति'],
    ] as const;
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectSettled(page);
        await sweep.scan(page, `${path} (${viewport.name})`);
      }
    }
    // The Aadhaar OTP step, once the phone is verified and the details sent (the form's busiest state).
    await page.goto('/hi/kyc');
    await page.getByLabel('आधार नंबर').fill(freshAadhaar());
    await page.getByLabel('पैन नंबर').fill(freshPan());
    await verifyPhoneInHindi(page);
    await page.getByRole('checkbox', { name: /^मैं ऊपर बताए अनुसार ई-KYC के लिए/ }).check();
    await page.getByRole('button', { name: 'KYC सत्यापन पूरा करें' }).click();
    await expect(page.getByLabel('आधार ओटीपी')).toBeVisible();
    await expectSettled(page);
    await sweep.scan(page, '/hi/kyc, Aadhaar OTP step (phone)');
    expect(sweep.found).toEqual([]);
  });
});
