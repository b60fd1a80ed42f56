import type { CatalogueProductsResponse, ProductPageResponse } from '@invest/contracts';
import { expect, test } from '../support/fixtures.ts';
import { serverHtml } from '../support/server-html.ts';
import { crosses } from '../support/tags.ts';

/**
 * The catalogue's wording in Hindi (issue 33): the API answers in the language Accept-Language prefers, with the same
 * figures, and the pages ask in theirs (the server's store on /hi/…, <html lang> in the browser). Only text that comes
 * from the catalogue is asserted here: the products remote's own labels are its own.
 */

/** What an answer states besides its wording: each card's plan, name, figures and page. */
const cardFigures = (body: CatalogueProductsResponse) =>
  Object.values(body.items)
    .flat()
    .map((card) => [
      card.planId,
      card.name,
      card.returns,
      card.lockIn,
      card.risk,
      card.productPath,
      card.terms.minAmount,
      card.terms.maxAmount,
      card.terms.tenure,
    ]);

test('the catalogue answers in Hindi to Accept-Language hi-IN, with the same figures as in English', crosses('products'), async ({ page }) => {
  const english = await page.request.get('/api/catalogue/products', { headers: { 'accept-language': 'en-IN' } });
  const hindi = await page.request.get('/api/catalogue/products', { headers: { 'accept-language': 'hi-IN' } });
  expect(hindi.status()).toBe(200);
  expect(hindi.headers()['vary']).toMatch(/Accept-Language/);
  expect(hindi.headers()['etag']).not.toBe(english.headers()['etag']);
  const inEnglish = (await english.json()) as CatalogueProductsResponse;
  const inHindi = (await hindi.json()) as CatalogueProductsResponse;
  expect(inHindi.categories.map((category) => category.label)).toEqual(['सावधि जमा', 'बॉन्ड', 'म्यूचुअल फंड', 'प्रीमियम गोल्ड', 'SDI', 'रियल एस्टेट']);
  expect(inEnglish.categories.map((category) => category.label)).toEqual(['Fixed Deposits', 'Bonds', 'Mutual Funds', 'Premium Gold', 'SDI', 'Real Estate']);
  expect(inHindi.liquidity.FIXED_DEPOSITS).toMatch(/^मध्यम: \d+ महीने के बाद समय से पहले निकासी/);
  expect(cardFigures(inHindi)).toEqual(cardFigures(inEnglish));
  // Each language answers 304 to its own copy only.
  const hindiTag = hindi.headers()['etag'] ?? '';
  expect((await page.request.get('/api/catalogue/products', { headers: { 'accept-language': 'hi-IN', 'if-none-match': hindiTag } })).status()).toBe(304);
  expect((await page.request.get('/api/catalogue/products', { headers: { 'accept-language': 'en-IN', 'if-none-match': hindiTag } })).status()).toBe(200);
});

test('/hi/products arrives from the server with the catalogue’s Hindi; /products keeps its English', crosses('shell', 'products'), async ({ page }) => {
  const hindi = await serverHtml(await page.request.get('/hi/products'));
  expect(hindi.html).toMatch(/<html lang="hi-IN"/);
  // The tabs are the catalogue's category labels; the cards state the plans' deposit insurance in the API's words.
  expect(hindi.root).toMatch(/<a[^>]*href="\/hi\/products\?category=FRACTIONAL_REAL_ESTATE"[^>]*>रियल एस्टेट<\/a>/);
  expect(hindi.root).toMatch(/<a[^>]*href="\/hi\/products\?category=FIXED_DEPOSITS"[^>]*>सावधि जमा<\/a>/);
  expect(hindi.root).toContain('बीमित नहीं: यह कंपनी जमा है, बैंक जमा नहीं, इसलिए DICGC जमा बीमा इस पर लागू नहीं होता।');
  expect(hindi.root).toContain('Short Term FD');

  const english = await serverHtml(await page.request.get('/products'));
  expect(english.root).toMatch(/<a[^>]*href="\/products\?category=FRACTIONAL_REAL_ESTATE"[^>]*>Real Estate<\/a>/);
  expect(english.root).toContain('Not insured: this is a company deposit, not a bank deposit, so DICGC deposit insurance does not cover it.');
  expect(english.root).not.toContain('बीमित');
});

test(
  'in the browser a Hindi page asks the API in Hindi: a product page reached from /hi/products shows the catalogue’s Hindi',
  crosses('products'),
  async ({ page }) => {
    const asked: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/catalogue/product-pages/fixed-deposits') asked.push(request.headers()['accept-language']);
    });
    await page.goto('/hi/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/catalogue/product-pages/fixed-deposits');
    await page.locator('main a[href^="/hi/fixed-deposits"]').first().click();
    await expect(page).toHaveURL(/\/hi\/fixed-deposits/);
    const body = (await (await answer).json()) as ProductPageResponse<'fixed-deposits'>;
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['hi-IN']));
    expect(body.benefits.map((tile) => tile.title)).toEqual(['तय रिटर्न', 'मासिक भुगतान', 'समय से पहले निकासी', 'परिपक्वता पर मूलधन']);
    await expect(page.getByText('परिपक्वता की तारीख को आख़िरी भुगतान के साथ आपका मूलधन लौटाया जाता है।')).toBeVisible();
  },
);
