import type { SessionResponse } from '@invest/contracts';
import { expect, test } from '../support/fixtures.ts';
import { AxeSweep, expectSettled, VIEWPORTS } from '../support/axe-scan.ts';
import { serverHtml } from '../support/server-html.ts';
import { signIn } from '../support/session.ts';
import { crosses } from '../support/tags.ts';

/**
 * The site in English at /… and in Hindi at /hi/… (issue 33): what the server sends, the switcher in the header, the
 * remembered choice. So far the shell (header, footer, menu, 404, fallback), the home page and the FAQ are translated; the
 * other remotes' pages follow.
 */

test(
  '/hi arrives from the server in Hindi: <html lang>, the header and footer, links under /hi, the alternates',
  crosses('shell', 'marketing'),
  async ({ page }) => {
    const response = await page.request.get('/hi');
    expect(response.status()).toBe(200);
    const html = await serverHtml(response);
    expect(html.html).toMatch(/<html lang="hi-IN"/);
    expect(html.root).toContain('अभी निवेश करें');
    expect(html.root).toContain('href="/hi/products"');
    expect(html.root).not.toContain('>Invest Now<');
    // The home page itself (mfe-marketing's messages), and its title and description.
    expect(html.heading).toBe('मज़बूत क़दम, ठोस बढ़त');
    expect(html.root).toContain('भरोसे के साथ अपनी बचत बढ़ाएँ');
    expect(html.root).toContain('href="/hi/products?category=FIXED_DEPOSITS"');
    expect(html.title).toMatch(/^होम \| /);
    expect(html.description).toMatch(/हर महीने ब्याज देने वाली सावधि जमा/);
    expect(html.canonical).toMatch(/\/hi$/);
    expect(html.html).toMatch(/<link rel="alternate" hreflang="en-IN" href="[^"]+\/"/);
    expect(html.html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/"/);
    expect(html.html).toContain('<meta property="og:locale" content="hi_IN" />');

    const english = await serverHtml(await page.request.get('/'));
    expect(english.html).toMatch(/<html lang="en-IN"/);
    expect(english.root).toContain('>Invest Now<');
    expect(english.heading).toBe('BOLD STEP, SOLID GROWTH');
    expect(english.root).not.toContain('भरोसे');
    expect(english.html).toMatch(/<link rel="alternate" hreflang="hi-IN" href="[^"]+\/hi"/);

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/hi\/faq<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]+\/faq<\/loc>/);
  },
);

test(
  'the switcher takes a visitor to the same page in Hindi and back; the choice is remembered',
  crosses('shell', 'products', 'marketing'),
  async ({ page }) => {
    await page.goto('/products');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(header.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'कैलकुलेटर' })).toBeVisible();

    // In-app navigation keeps the language.
    await header.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'कैलकुलेटर' }).click();
    await expect(page).toHaveURL(/\/hi\/calculator$/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'सावधि जमा (FD)' })).toHaveAttribute('href', '/hi/fixed-deposits');

    // Remembered: an English address now brings the Hindi page.
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/hi\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

    // And back: English is remembered in turn.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Invest Now' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'हिन्दी' })).toBeVisible();
  },
);

test(
  'the home page in Hindi hydrates as sent, and a page reached in the browser gets its messages too',
  crosses('shell', 'marketing', 'products'),
  async ({ page }) => {
    await page.goto('/hi');
    await expect(page.getByRole('heading', { level: 1, name: 'मज़बूत क़दम, ठोस बढ़त' })).toBeVisible();
    await expect(page).toHaveTitle(/^होम \| /);
    // Away and back in the browser: the home page's route renders again from the page's messages.
    await page.getByRole('link', { name: 'सावधि जमा (FD)' }).first().click();
    await expect(page).toHaveURL(/\/hi\/(products\?category=FIXED_DEPOSITS|fixed-deposits)$/);
    await page.getByRole('banner').getByRole('link', { name: 'होम' }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'मज़बूत क़दम, ठोस बढ़त' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'KYC शुरू करें' })).toHaveAttribute('href', '/hi/kyc');
  },
);

test('an English visitor reaching the home page in the browser gets its English messages', crosses('shell', 'marketing', 'products'), async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'BOLD STEP, SOLID GROWTH' })).toBeVisible();
  await expect(page.getByText('Grow your savings with confidence')).toBeVisible();
  await expect(page).toHaveTitle(/^Home \| /);
});

test(
  '/hi/faq arrives from the server in Hindi (heading, title, questions), and its first question is in Hindi in the browser',
  crosses('shell', 'marketing'),
  async ({ page }) => {
    const response = await page.request.get('/hi/faq');
    expect(response.status()).toBe(200);
    const html = await serverHtml(response);
    expect(html.html).toMatch(/<html lang="hi-IN"/);
    expect(html.heading).toBe('अक्सर पूछे जाने वाले प्रश्न');
    expect(html.title).toMatch(/^अक्सर पूछे जाने वाले प्रश्न \| /);
    expect(html.description).toMatch(/न्यूनतम निवेश राशि, ब्याज भुगतान, निकासी, टैक्स, KYC/);
    // Every answer is in the server HTML, with its figures (GET /api/catalogue/figures) in the Hindi sentence.
    expect(html.root).toContain('न्यूनतम निवेश राशि कितनी है?');
    expect(html.root).toMatch(/नकद भुगतान पर ₹[\d,]+।/);
    expect(html.root).not.toContain('Frequently Asked Questions');
    // Its structured data is in the page's language too (the questions whose answers state no figure).
    const faqPage = /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage"[\s\S]*?)<\/script>/.exec(html.html)?.[1];
    expect(faqPage).toContain('"name":"KYC कैसे होता है और इसमें कितना समय लगता है?"');
    expect(faqPage).not.toContain('How does KYC work');

    await page.goto('/hi/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले प्रश्न' })).toBeVisible();
    const first = page.getByRole('button', { name: 'न्यूनतम निवेश राशि कितनी है?' });
    await expect(first).toBeVisible();
    await first.click();
    await expect(page.getByText(/UPI, नेट बैंकिंग या कार्ड से भुगतान करने पर न्यूनतम निवेश ₹/)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'सावधि जमा (FD)' })).toBeVisible();
  },
);

test('the 404 under /hi is in Hindi and answers 404', crosses('shell'), async ({ page }) => {
  const response = await page.goto('/hi/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 पेज नहीं मिला' })).toBeVisible();
  await expect(page).toHaveTitle(/^404 पेज नहीं मिला \| /);
  await page.getByRole('link', { name: 'निवेश विकल्प देखें' }).click();
  await expect(page).toHaveURL(/\/hi\/products$/);
});

test('no WCAG 2.1 AA violation on the Hindi home page, FAQ and 404, at both widths', crosses('shell', 'marketing'), async ({ page }) => {
  const sweep = new AxeSweep();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const path of ['/hi', '/hi/faq', '/hi/no-such-page']) {
      await page.goto(path);
      await expectSettled(page);
      await sweep.scan(page, `${path} (${viewport.name})`);
    }
  }
  expect(sweep.found).toEqual([]);
});

test("a signed-in investor's choice is kept with their profile, which their texts and statements follow", crosses('shell', 'onboarding'), async ({ page }) => {
  const session = await signIn(page.request);
  expect(session.language).toBe('en');
  await page.goto('/faq');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/faq$/);
  await expect
    .poll(async () => ((await (await page.request.get('/api/session')).json()) as SessionResponse).language, { message: 'the profile keeps Hindi' })
    .toBe('hi');
});
