import type { APIRequestContext, Page } from '@playwright/test';
import { PRODUCT_PAGE_KEYS } from '@invest/contracts';
import { BRAND } from '@invest/platform/brand';

/**
 * Finds English left on a Hindi page (issue 33: "a page renders an untranslated English string under /hi/"): every
 * text the visitor reads (text nodes, and the aria-label, placeholder, alt and title a screen reader or a field shows)
 * is read, what Hindi pages keep in Latin letters is taken out, and any Latin word of three letters or more that is
 * left is reported with its text.
 */

/** What a Hindi finance page writes in Latin letters: abbreviations Indian sites keep, and names. */
const KEPT_WORDS = [
  // Abbreviations and names of schemes, regulators, networks and documents, as Hindi finance pages write them.
  'KYC',
  'PAN',
  'OTP',
  'UPI',
  'IFSC',
  'FD',
  'FDs',
  'TDS',
  'NAV',
  'SEBI',
  'RBI',
  'DPDP',
  'DICGC',
  'SIP',
  'GST',
  'CIN',
  'ISIN',
  'AMC',
  'NRI',
  'NEFT',
  'RTGS',
  'IMPS',
  'SDI',
  'REIT',
  'REITs',
  'CRISIL',
  'ICRA',
  'CARE',
  'AAA',
  'UIDAI',
  'NPCI',
  'SCORES',
  'ODR',
  'AutoPay',
  'WhatsApp',
  'Razorpay',
  'RazorpayX',
  'Visa',
  'Mastercard',
  'RuPay',
  'IST',
  'GSTIN',
  'GDPR',
  'PCI-DSS',
  'ISO',
  'CEO',
  'API',
  'SQL',
  'IDOR',
  'AES',
  'TLS',
  'SMS',
  'PMLA',
  'ELSS',
  'XXXX',
  'CVV',
  'MM/YY',
  'Form',
  '15G',
  '15H',
  '16A',
  'am',
  'pm',
  // The language switch names English in English.
  'English',
];

/** Certifications go by their registered names. */
const CERTIFICATIONS = ['SOC 2 Type II', 'PCI DSS Level 1', 'ISO 27001'];

/** Names the brand config holds (people, the company, the address): names stay as they are written. */
function brandNames(): string[] {
  const { officer, nodalOfficer } = BRAND.grievance;
  return [BRAND.name, BRAND.company, BRAND.managingDirector, BRAND.ceo, officer.name, nodalOfficer.name, ...BRAND.address, ...CERTIFICATIONS];
}

/** Fields of the catalogue that name something (a plan, a rating agency, a grade, a place, the company paying): data. */
const NAME_FIELDS = /^(name|agency|grade|location|interestPayer)$/;

/** The names the catalogue's products and product pages carry (a fund or a bank is named as it is registered). */
export async function catalogueNames(request: APIRequestContext): Promise<string[]> {
  const answers = await Promise.all(
    ['/api/catalogue/products', ...Object.keys(PRODUCT_PAGE_KEYS).map((slug) => `/api/catalogue/product-pages/${slug}`)].map(
      async (url) => (await request.get(url)).json() as Promise<unknown>,
    ),
  );
  const names = new Set<string>();
  const visit = (value: unknown, key = ''): void => {
    if (typeof value === 'string' && NAME_FIELDS.test(key)) names.add(value);
    else if (Array.isArray(value)) for (const item of value) visit(item, key);
    else if (typeof value === 'object' && value !== null) for (const [name, inner] of Object.entries(value)) visit(inner, name);
  };
  visit(answers);
  return [...names];
}

/** Every text on the page a visitor reads or hears, one entry per text node or attribute. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const hidden = (element: Element | null): boolean => Boolean(element?.closest('script, style, noscript, template, [hidden], [translate="no"]'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !hidden(node.parentElement)) texts.push(text);
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))) {
      if (hidden(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The page's texts that still hold English once the kept words, names, numbers, e-mails and addresses are taken out. */
export async function untranslatedTexts(page: Page, names: readonly string[] = []): Promise<string[]> {
  const phrases = [...brandNames(), ...names].filter(Boolean).sort((a, b) => b.length - a.length);
  const kept = new Set(KEPT_WORDS);
  const found = new Set<string>();
  for (const text of await textsOf(page)) {
    let rest = text;
    // Whole names only: a grade such as "A" is no licence for the A of another word.
    for (const phrase of phrases) rest = rest.replace(new RegExp(`(?<![A-Za-z])${escapeRegExp(phrase)}(?![A-Za-z])`, 'g'), ' ');
    // An official name glossed in brackets after its Hindi: "डेटा प्रधान (Data Principal)", "अधिनियम, 2023 (… Act 2023)".
    rest = rest.replace(/\([^()]*\)/g, (gloss, offset: number) => (/[\u0900-\u097F]/.test(rest.slice(Math.max(0, offset - 16), offset)) ? ' ' : gloss));
    // A company by its registered name ("Sahyadri Holdings Limited").
    rest = rest.replace(/(?:[A-Z][\w&.-]*\s+)+(?:Limited|Ltd\.?)/g, ' ');
    // Tokens that are not words: e-mails, web addresses, codes with digits (ABCPE1234F, SBIN0001234), paths.
    rest = rest.replace(/\S*[@/\\]\S*|\S*\d\S*|\S+\.(example|in|com|org|gov)\S*/g, ' ');
    const english = (rest.match(/[A-Za-z][A-Za-z'’-]{2,}/g) ?? []).filter((word) => !kept.has(word));
    if (english.length > 0) found.add(text);
  }
  return [...found];
}
