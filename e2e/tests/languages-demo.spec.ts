import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { AxeSweep, expectSettled, VIEWPORTS } from '../support/axe-scan.ts';
import { serverHtml } from '../support/server-html.ts';
import { expectToast } from '../support/toast.ts';
import { crosses } from '../support/tags.ts';

/**
 * The guided demo in Hindi at /hi/demo… (issue 33): the server's page, then the whole journey from sign-up to Restart
 * Demo driven by its Hindi labels, and axe over every step. The English journey is demo-journey.spec.ts.
 */

/** Label → value of a <dl> block ("कुल रिटर्न" → "₹9,000"). */
function fact(scope: Locator, label: string) {
  return scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** The "चरण N/4" bar of a demo page, in Hindi. */
async function expectHindiProgress(page: Page, step: number, label: string): Promise<void> {
  const percent = step * 25;
  await expect(page.getByRole('progressbar', { name: 'डेमो की प्रगति' })).toHaveAttribute('aria-valuenow', String(percent));
  await expect(page.getByText(`चरण ${step}/4: ${label}`)).toBeVisible();
  await expect(page.getByText(`${percent}% पूरा`)).toBeVisible();
}

/** Signs up on /hi/demo through the Hindi form; lands on /hi/demo/products. */
async function signUpInHindi(page: Page): Promise<void> {
  await page.getByLabel('पहला नाम').fill('Priya');
  await page.getByLabel('उपनाम').fill('Sharma');
  await page.getByLabel('ईमेल').fill('priya@example.com');
  await page.getByLabel('फ़ोन').fill('9876543210');
  await page.getByRole('button', { name: 'डेमो शुरू करें' }).click();
  await expect(page).toHaveURL(/\/hi\/demo\/products$/);
}

test(
  '/hi/demo arrives from the server in Hindi: heading, form, link, title and description; its steps in the Hindi layout',
  crosses('shell', 'demo'),
  async ({ page }) => {
    const response = await page.request.get('/hi/demo');
    expect(response.status()).toBe(200);
    const html = await serverHtml(response);
    expect(html.html).toMatch(/<html lang="hi-IN"/);
    expect(html.heading).toBe('डेमो आज़माएँ');
    expect(html.title).toMatch(/^डेमो आज़माएँ \| /);
    expect(html.description).toMatch(/बिना असली पैसे के आज़माएँ/);
    expect(html.root).toContain('अपना डेमो खाता बनाएँ');
    expect(html.root).toContain('इस फ़ॉर्म के लिए JavaScript ज़रूरी है।');
    expect(html.root).toMatch(/<a [^>]*href="\/hi\/products"[^>]*>असली निवेश विकल्प देखें<\/a>/);
    expect(html.root).not.toMatch(/Try the Demo|Start Demo Journey|Your Demo Journey/);

    // The steps are the browser's (the demo session lives there): the server sends the layout in Hindi, and the browser
    // titles each step (the journey below).
    const kyc = await serverHtml(await page.request.get('/hi/demo/kyc'));
    expect(kyc.html).toMatch(/<html lang="hi-IN"/);
    expect(kyc.root).not.toContain('Try the Demo');
  },
);

test('the demo runs in Hindi under /hi from sign-up to Restart Demo, with the spec figures', crosses('shell', 'demo'), async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/hi/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'डेमो आज़माएँ' })).toBeVisible();
  await expect(page).toHaveTitle(/^डेमो आज़माएँ \| /);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['साइन अप करें', 'उत्पाद चुनें', 'KYC पूरा करें', 'भुगतान करें', 'डैशबोर्ड देखें']);
  await expect(page.getByRole('link', { name: 'असली निवेश विकल्प देखें' })).toHaveAttribute('href', '/hi/products');

  // Sign-up: empty fields → the toast, no account.
  await page.getByRole('button', { name: 'डेमो शुरू करें' }).click();
  await expectToast(page, 'सभी जानकारी भरना ज़रूरी है', 'डेमो शुरू करने के लिए कृपया सभी फ़ील्ड भरें');
  await expect(page).toHaveURL(/\/hi\/demo$/);
  await signUpInHindi(page);
  await expectToast(page, 'डेमो खाता बन गया!', 'आपके डेमो अनुभव में आपका स्वागत है');

  // Step 1: products and projections.
  await expect(page.getByRole('heading', { level: 1, name: 'उत्पाद चुनें' })).toBeVisible();
  await expect(page).toHaveTitle(/^डेमो: उत्पाद \| /);
  await expectHindiProgress(page, 1, 'उत्पाद का चयन');
  await expect(page.getByRole('article')).toHaveCount(3);
  const fdCard = page.getByRole('article', { name: 'FD Premium' });
  await expect(fact(fdCard, 'न्यूनतम निवेश')).toHaveText('₹10,000');
  await expect(fact(fdCard, 'अवधि')).toHaveText('6-60 महीने');
  await expect(fact(fdCard, 'जोखिम')).toHaveText('मध्यम');
  await expect(fdCard.getByText('18% प्रति वर्ष')).toBeVisible();
  await fdCard.getByRole('button', { name: 'यह उत्पाद चुनें' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'अपना निवेश तय करें' })).toBeVisible();
  await expect(page.getByText('सीमा: ₹10,000 - ₹50,00,000')).toBeVisible();
  const proceed = page.getByRole('button', { name: 'KYC सत्यापन के लिए आगे बढ़ें' });
  await expect(proceed).toBeDisabled();
  await page.getByLabel(/^निवेश राशि/).fill('50000');
  await page.getByLabel(/^अवधि \(महीने\)/).fill('12');
  const projected = page.getByRole('region', { name: 'अनुमानित रिटर्न' });
  await expect(fact(projected, 'निवेश राशि')).toHaveText('₹50,000');
  await expect(fact(projected, 'कुल रिटर्न')).toHaveText('₹9,000');
  await expect(fact(projected, 'परिपक्वता राशि')).toHaveText('₹59,000');
  await expect(fact(projected, 'मासिक भुगतान')).toHaveText('₹750');
  await expect(page.getByText('अनुमान 18% प्रति वर्ष पर लगाया गया है।')).toBeVisible();
  await proceed.click();
  await expectToast(page, 'उत्पाद चुन लिया गया!', 'FD Premium में निवेश के साथ आगे बढ़ रहे हैं');

  // Step 2: KYC, three sub-steps of 2 s each.
  await expect(page).toHaveURL(/\/hi\/demo\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'KYC सत्यापन' })).toBeVisible();
  await expect(page).toHaveTitle(/^डेमो: KYC \| /);
  await expectHindiProgress(page, 2, 'KYC सत्यापन');
  await expect(fact(page.locator('dl').first(), 'अवधि')).toHaveText('12 महीने');
  await expect(page.getByLabel('आधार सत्यापन: जारी है')).toBeVisible();
  await expect(page.getByLabel('पैन सत्यापन: बाकी है')).toBeVisible();
  await expect(page.getByLabel('आधार नंबर')).toBeDisabled();
  await expect(page.getByRole('note', { name: 'सुरक्षा संबंधी जानकारी' })).toContainText('आपका डेटा सुरक्षित है।');
  await page.getByRole('button', { name: 'सत्यापित करें और आगे बढ़ें' }).click();
  await expect(page.getByRole('button', { name: 'सत्यापन हो रहा है...' })).toBeDisabled();
  await expectToast(page, 'सत्यापन सफल रहा!', 'चरण 1 पूरा हुआ');
  await expect(page.getByLabel('आधार सत्यापन: सत्यापित')).toBeVisible();
  await expect(page.getByLabel('पैन सत्यापन: जारी है')).toBeVisible();
  await page.getByRole('button', { name: 'सत्यापित करें और आगे बढ़ें' }).click();
  await expectToast(page, 'सत्यापन सफल रहा!', 'चरण 2 पूरा हुआ');
  await expect(page.getByLabel('मोबाइल ओटीपी: जारी है')).toBeVisible();
  await expect(page.getByText(/^डेमो ओटीपी: \d+ \(डेमो में हमेशा मान्य\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'KYC पूरा करें और आगे बढ़ें' }).click();
  await expectToast(page, 'KYC पूरा हुआ!', 'आपकी पहचान सफलतापूर्वक सत्यापित हो गई है');

  // Step 3: payment.
  await expect(page).toHaveURL(/\/hi\/demo\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'भुगतान' })).toBeVisible();
  await expect(page).toHaveTitle(/^डेमो: भुगतान \| /);
  await expectHindiProgress(page, 3, 'भुगतान');
  const summary = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'निवेश का सारांश' }) })
    .last();
  await expect(fact(summary, 'अपेक्षित रिटर्न')).toHaveText('18% प्रति वर्ष');
  await expect(fact(summary, 'अनुमानित कुल रिटर्न')).toHaveText('₹9,000');
  await expect(fact(summary, 'परिपक्वता राशि')).toHaveText('₹59,000');
  const methods = page.getByRole('radiogroup', { name: 'भुगतान का तरीका' });
  await expect(methods).toContainText('सुझाया गया');
  await expect(methods).toContainText('तुरंत');
  const pay = page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' });
  await expect(pay).toBeDisabled();
  await page.getByRole('radio', { name: /UPI भुगतान/ }).check();
  await pay.click();
  await expect(page.getByRole('heading', { name: 'आपका भुगतान प्रोसेस हो रहा है' })).toBeVisible();
  await expect(page.getByText('आपका निवेश बनाया जा रहा है...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'भुगतान सफल रहा!' })).toBeVisible();
  await expectToast(page, 'निवेश सफल रहा!', 'आपका डेमो निवेश बन गया है');
  const receipt = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'भुगतान सफल रहा!' }) })
    .last();
  await expect(fact(receipt, 'भुगतान का तरीका')).toHaveText('UPI भुगतान');
  // The maturity date as India reads it in Hindi: "22 नव॰ 2027", no English month.
  await expect(fact(receipt, 'परिपक्वता तिथि')).toHaveText(/^\d{1,2} [^\sA-Za-z]+ \d{4}$/);
  await expect(page.getByRole('button', { name: 'अपना डैशबोर्ड देखें' })).toBeVisible();

  // Step 4: dashboard, reached by itself after 3 s, still in Hindi.
  await expect(page).toHaveURL(/\/hi\/demo\/dashboard$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { level: 1, name: 'स्वागत है, Priya!' })).toBeVisible();
  await expect(page).toHaveTitle(/^डेमो: डैशबोर्ड \| /);
  await expectHindiProgress(page, 4, 'डैशबोर्ड');
  await expectToast(page, 'आपके डेमो डैशबोर्ड में स्वागत है!', 'यहाँ आपके पूरे निवेश पोर्टफ़ोलियो की झलक है');
  await expect(page.getByText('डेमो मोड', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'असली निवेश विकल्प देखें' })).toHaveAttribute('href', '/hi/products');
  await expect(page.getByRole('region', { name: 'कुल निवेश' })).toContainText('₹50,000');
  await expect(page.getByRole('region', { name: 'मौजूदा मूल्य' })).toContainText('₹50,000');
  await expect(page.getByRole('region', { name: 'कुल लाभ' })).toContainText('+0.0%');
  await expect(page.getByRole('region', { name: 'सक्रिय निवेश' })).toContainText('औसत रिटर्न 18.0%');
  const investment = page.getByRole('listitem', { name: 'FD Premium', exact: true });
  await expect(investment).toContainText('सावधि जमा');
  await expect(investment).toContainText('18% प्रति वर्ष');
  await expect(investment).toContainText('निवेश: ₹50,000');
  await expect(investment).toContainText('मौजूदा मूल्य: ₹50,000');
  await expect(investment).toContainText('परिपक्वता पर: ₹59,000');
  await expect(investment).toContainText('अवधि का 0% बीत चुका है');
  await expect(investment.getByRole('progressbar', { name: 'FD Premium की प्रगति' })).toHaveAttribute('aria-valuenow', '0');
  const activity = page.getByRole('region', { name: 'हाल की गतिविधि' });
  await expect(activity).toContainText('निवेश');
  await expect(activity).toContainText('-₹50,000');
  await expect(page.getByRole('listitem', { name: 'पोर्टफ़ोलियो में FD Premium का हिस्सा' })).toContainText('100%');
  await expect(page.getByRole('heading', { name: 'डेमो पूरा हुआ!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'असली निवेश शुरू करें' })).toHaveAttribute('href', '/hi/products');
  await expect(page.locator('main')).not.toContainText(/Welcome|Total Invested|Recent Activity|Portfolio Mix|Restart Demo/);

  await page.getByRole('button', { name: 'डेमो फिर से शुरू करें' }).click();
  await expect(page).toHaveURL(/\/hi\/demo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'डेमो आज़माएँ' })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('demo-user-id'), sessionStorage.getItem('demo-mode')])).toEqual([null, null]);
});

test('no WCAG 2.1 AA violation on any step of the Hindi demo, at both widths', crosses('shell', 'demo'), async ({ page }) => {
  test.setTimeout(180_000);
  const sweep = new AxeSweep();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const at = (state: string) => `${state} (${viewport.name})`;
    await page.goto('/hi/demo');
    await expectSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'डेमो आज़माएँ' })).toBeVisible();
    await sweep.scan(page, at('/hi/demo'));
    await signUpInHindi(page);
    await expect(page.getByRole('heading', { level: 1, name: 'उत्पाद चुनें' })).toBeVisible();
    await expectSettled(page);
    await sweep.scan(page, at('/hi/demo/products'));
    await page.getByRole('article', { name: 'FD Premium' }).getByRole('button', { name: 'यह उत्पाद चुनें' }).click();
    await page.getByLabel(/^निवेश राशि/).fill('50000');
    await page.getByLabel(/^अवधि \(महीने\)/).fill('12');
    await expect(page.getByRole('region', { name: 'अनुमानित रिटर्न' })).toBeVisible();
    await sweep.scan(page, at('/hi/demo/products product selected'));
    await page.getByRole('button', { name: 'KYC सत्यापन के लिए आगे बढ़ें' }).click();
    await expect(page.getByLabel('आधार सत्यापन: जारी है')).toBeVisible();
    await sweep.scan(page, at('/hi/demo/kyc Aadhaar step'));
    await page.getByRole('button', { name: 'सत्यापित करें और आगे बढ़ें' }).click();
    await expect(page.getByLabel('पैन सत्यापन: जारी है')).toBeVisible();
    await page.getByRole('button', { name: 'सत्यापित करें और आगे बढ़ें' }).click();
    await expect(page.getByLabel('मोबाइल ओटीपी: जारी है')).toBeVisible();
    await sweep.scan(page, at('/hi/demo/kyc mobile OTP step'));
    await page.getByRole('button', { name: 'KYC पूरा करें और आगे बढ़ें' }).click();
    await expect(page).toHaveURL(/\/hi\/demo\/payment$/);
    await page.getByRole('radio', { name: /UPI भुगतान/ }).check();
    await sweep.scan(page, at('/hi/demo/payment UPI selected'));
    await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
    await expect(page).toHaveURL(/\/hi\/demo\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'स्वागत है, Priya!' })).toBeVisible();
    await expectSettled(page);
    await sweep.scan(page, at('/hi/demo/dashboard'));
    await page.getByRole('button', { name: 'डेमो फिर से शुरू करें' }).click();
    await expect(page).toHaveURL(/\/hi\/demo$/);
  }
  expect(sweep.found).toEqual([]);
});
