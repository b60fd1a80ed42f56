import { expect, test } from '../support/fixtures.ts';
import { AxeSweep, expectSettled, VIEWPORTS } from '../support/axe-scan.ts';
import { serverHtml } from '../support/server-html.ts';
import { freshPhone, latestOtp } from '../support/session.ts';
import { crosses } from '../support/tags.ts';
import { expectToast } from '../support/toast.ts';

/**
 * mfe-marketing's other pages in Hindi under /hi/… (issue 33): the contact page, the privacy dashboard and the legal
 * pages arrive from the server in Hindi (heading, title, description), and the contact form is sent in Hindi.
 */

/** Each page under /hi: its `<h1>`, its title (before ' | brand'), a sentence of its body, and English it must not show. */
const PAGES = [
  { path: '/hi/contact', heading: 'हमसे संपर्क करें', title: 'संपर्क करें', body: 'हमें संदेश भेजें', english: 'Send us a message' },
  { path: '/hi/privacy', heading: 'गोपनीयता डैशबोर्ड', title: 'गोपनीयता डैशबोर्ड', body: 'सहमति प्रबंधन', english: 'Consent management' },
  {
    path: '/hi/privacy-dashboard',
    heading: 'गोपनीयता डैशबोर्ड',
    title: 'गोपनीयता डैशबोर्ड',
    body: 'हम कौन-सा डेटा एकत्र करते हैं',
    english: 'Data we collect',
  },
  { path: '/hi/security-report', heading: 'सुरक्षा रिपोर्ट', title: 'सुरक्षा रिपोर्ट', body: 'प्लेटफ़ॉर्म के आँकड़े', english: 'Platform metrics' },
  { path: '/hi/terms', heading: 'नियम और शर्तें', title: 'नियम और शर्तें', body: '9. विवाद समाधान', english: 'Limitation of Liability' },
  { path: '/hi/risk-disclosure', heading: 'जोखिम प्रकटीकरण', title: 'जोखिम प्रकटीकरण', body: 'महत्वपूर्ण अस्वीकरण', english: 'Important disclaimers' },
  {
    path: '/hi/dpdp-compliance',
    heading: 'DPDP अनुपालन',
    title: 'DPDP अनुपालन',
    body: 'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023',
    english: 'Data processing activities',
  },
  { path: '/hi/bug-bounty', heading: 'बग बाउंटी प्रोग्राम', title: 'बग बाउंटी', body: 'गंभीरता के अनुसार इनाम', english: 'Rewards by severity' },
] as const;

test('the contact page, the privacy dashboard and the legal pages arrive from the server in Hindi', crosses('shell', 'marketing'), async ({ page }) => {
  for (const expected of PAGES) {
    const response = await page.request.get(expected.path);
    expect(response.status(), expected.path).toBe(200);
    const html = await serverHtml(response);
    expect(html.html, expected.path).toMatch(/<html lang="hi-IN"/);
    expect(html.heading, expected.path).toBe(expected.heading);
    expect(html.title, expected.path).toMatch(new RegExp(`^${expected.title} \\| `));
    expect(html.description, expected.path).toMatch(/[\u0900-\u097F]/);
    expect(html.root, expected.path).toContain(expected.body);
    expect(html.root, expected.path).not.toContain(expected.english);
    expect(html.root, expected.path).not.toMatch(/marketing\.[a-zA-Z]/);
  }
  // English stays English at the same pages without the prefix.
  const english = await serverHtml(await page.request.get('/terms'));
  expect(english.heading).toBe('Terms & Conditions');
  expect(english.root).toContain('Dispute Resolution');
});

test(
  'a legal page reached in the browser from the Hindi home page gets its messages, and the home page its own again',
  crosses('shell', 'marketing'),
  async ({ page }) => {
    await page.goto('/hi/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'होम' }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'मज़बूत क़दम, ठोस बढ़त' })).toBeVisible();
    await page.goto('/hi');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /शिकायतों का निपटारा/ })
      .click();
    await expect(page).toHaveURL(/\/hi\/terms#grievances$/);
    await expect(page.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'शिकायत निवारण' })).toBeVisible();
  },
);

test('a visitor sends the contact form in Hindi, with its OTP', crosses('marketing'), async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/hi/contact');
  await expect(page).toHaveTitle(/^संपर्क करें \| /);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeVisible();

  await main.getByRole('button', { name: 'संदेश भेजें' }).click();
  await expectToast(page, 'जानकारी अधूरी है');

  await main.getByLabel('पहला नाम').fill('आशा');
  await main.getByLabel('उपनाम').fill('पाटिल');
  // After the first try each label also reads its field's error: the label is matched from its start.
  await main.getByLabel(/^ईमेल/).fill('asha.patil@example.com');
  await main.getByLabel('फ़ोन नंबर').fill(phone);
  await main.getByLabel('निवेश में रुचि').selectOption({ label: 'सावधि जमा (FD)' });
  await main.getByLabel(/^संदेश/).fill(`कृपया 12 महीने की FD के बारे में कॉल करें (${phone})।`);

  await main.getByRole('button', { name: 'संदेश भेजें' }).click();
  await expect(page.getByText('कृपया पहले OTP से अपना फ़ोन नंबर सत्यापित करें।').first()).toBeVisible();

  await main.getByRole('button', { name: 'OTP भेजें' }).click();
  await expectToast(page, 'OTP भेज दिया गया');
  await expect(main.getByRole('timer')).toContainText(/4:5\d|5:00/);
  await main.getByLabel('OTP दर्ज करें').fill(await latestOtp(page.request, phone));
  await main.getByRole('button', { name: 'OTP सत्यापित करें' }).click();
  await expect(main.getByText('फ़ोन सत्यापित')).toBeVisible();

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await main.getByRole('button', { name: 'संदेश भेजें' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ interest: 'Fixed Deposits', firstName: 'आशा' });
  await expectToast(page, 'संदेश भेज दिया गया!');
  await expect(main.getByRole('status').last()).toContainText('संपर्क करने के लिए धन्यवाद।');
  await expect(main.getByLabel('पहला नाम')).toHaveValue('');
});

test(
  'no WCAG 2.1 AA violation on the Hindi contact page, privacy dashboard and legal pages, at both widths',
  crosses('shell', 'marketing'),
  async ({ page }) => {
    // An axe run per page and width (35 s on a CI machine that has been 1.6× slower): twice the default minute.
    test.setTimeout(120_000);
    const sweep = new AxeSweep();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const { path } of PAGES.filter((entry) => entry.path !== '/hi/privacy')) {
        await page.goto(path);
        await expectSettled(page);
        await sweep.scan(page, `${path} (${viewport.name})`);
      }
    }
    expect(sweep.found).toEqual([]);
  },
);
