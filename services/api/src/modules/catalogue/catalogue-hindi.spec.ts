import { describe, expect, it } from '@jest/globals';
import {
  CATALOGUE_FIGURE_TOKENS,
  catalogueFiguresOf,
  catalogueProductsOf,
  depositInsuranceOf,
  ISSUER_KINDS,
  knowledgeHubOf,
  PRODUCT_PAGE_KEYS,
  platformFactsOn,
  productPageOf,
  type CatalogueData,
  type ProductPageSlug,
} from '@invest/contracts';
import { CATALOGUE_DATA } from './catalogue-data.js';
import { CATALOGUE_HINDI, catalogueTexts, hindiFigure, hindiFigures, hindiStatements, hindiTextOf, textFieldsOf } from './catalogue-hindi.js';

const DEVANAGARI = /[\u0900-\u097F]/;
/** Texts that read the same in Hindi: an abbreviation Hindi finance sites keep in Latin letters, or only a figure. */
const SAME_IN_HINDI = new Set(['SDI', '{returns}']);
const tokensOf = (text: string) => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]).sort();

describe('the catalogue’s Hindi (data/catalogue.hi.json)', () => {
  const fields = textFieldsOf(CATALOGUE_DATA);

  it('translates every text field of catalogue.json, and nothing else', () => {
    const missing = [...fields.keys()].filter((path) => CATALOGUE_HINDI.texts[path] === undefined);
    const extra = Object.keys(CATALOGUE_HINDI.texts).filter((path) => !fields.has(path));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(fields.size).toBeGreaterThan(250);
  });

  it('translates the English the data file says today (a text reworded in English needs its Hindi again)', () => {
    const stale = [...fields].filter(([path, english]) => CATALOGUE_HINDI.texts[path]?.en !== english).map(([path]) => path);
    expect(stale).toEqual([]);
  });

  it('writes each text in Hindi, naming the same figure tokens as its English', () => {
    for (const [path, { en, hi }] of Object.entries(CATALOGUE_HINDI.texts)) {
      expect({ path, tokens: tokensOf(hi) }).toEqual({ path, tokens: tokensOf(en) });
      if (!SAME_IN_HINDI.has(en)) expect({ path, hindi: DEVANAGARI.test(hi) }).toEqual({ path, hindi: true });
      expect(hi).not.toMatch(/guarantee/i);
    }
  });

  it('keeps the names of products, issuers and brands, and states no figure its English does not', () => {
    const figuresIn = (text: string) => [...text.matchAll(/₹?\d+(?:[.,]\d+)*/g)].map((match) => match[0]).sort();
    for (const [path, { en, hi }] of Object.entries(CATALOGUE_HINDI.texts)) expect({ path, figures: figuresIn(hi) }).toEqual({ path, figures: figuresIn(en) });
    expect(CATALOGUE_HINDI.texts['productPages.bonds.plans.plan.bonds.corporate-bonds.guarantor']?.hi).toContain('Sahyadri Holdings Limited');
  });

  it('has the Hindi of every deposit-insurance sentence the API composes', () => {
    const statements = ISSUER_KINDS.flatMap((kind) => [true, false].map((deposit) => depositInsuranceOf({ name: 'Any', kind }, deposit).statement));
    for (const statement of new Set(statements)) expect(hindiStatements(statement)).toMatch(DEVANAGARI);
    expect(Object.keys(CATALOGUE_HINDI.statements).sort()).toEqual([...new Set(statements)].sort());
  });

  it('writes the words of every figure a text names in Hindi, keeping its numbers', () => {
    const figures = catalogueFiguresOf(CATALOGUE_DATA.productPages, platformFactsOn('2026-04-01'));
    for (const tokens of Object.values(hindiFigures(figures).tokens))
      for (const name of CATALOGUE_FIGURE_TOKENS) expect({ name, value: tokens[name] }).toEqual({ name, value: expect.not.stringMatching(/[A-Za-z]/) });
    expect(hindiFigure('12 to 36 months')).toBe('12 से 36 महीने');
    expect(hindiFigure('1 month')).toBe('1 महीना');
    expect(hindiFigure('₹10,000 to ₹50,000')).toBe('₹10,000 से ₹50,000');
    expect(hindiFigure('18-22% p.a.')).toBe('18-22% सालाना');
    expect(hindiFigure('Market Linked')).toBe('बाज़ार से जुड़ा');
  });

  it('serves a text reworded in the database in English rather than with a Hindi of the old words', () => {
    const reworded: CatalogueData = {
      ...CATALOGUE_DATA,
      categories: CATALOGUE_DATA.categories.map((category) => (category.key === 'BONDS' ? { ...category, tileSubtitle: 'Steady coupons' } : category)),
    };
    const hindi = catalogueTexts(reworded, hindiTextOf());
    expect(hindi.categories.find((category) => category.key === 'BONDS')?.tileSubtitle).toBe('Steady coupons');
    expect(hindi.categories.find((category) => category.key === 'BONDS')?.label).toBe('बॉन्ड');
  });
});

/** Every leaf of two answers side by side: the paths of the strings that differ, and whether anything else does. */
function differences(english: unknown, hindi: unknown, path = ''): { words: string[]; other: string[] } {
  if (typeof english === 'string' && typeof hindi === 'string') return english === hindi ? { words: [], other: [] } : { words: [path], other: [] };
  if (english !== null && hindi !== null && typeof english === 'object' && typeof hindi === 'object') {
    const keys = new Set([...Object.keys(english), ...Object.keys(hindi)]);
    const found = { words: [] as string[], other: [] as string[] };
    for (const key of keys) {
      const inner = differences((english as Record<string, unknown>)[key], (hindi as Record<string, unknown>)[key], `${path}.${key}`);
      found.words.push(...inner.words);
      found.other.push(...inner.other);
    }
    return found;
  }
  return Object.is(english, hindi) ? { words: [], other: [] } : { words: [], other: [path] };
}

/** The fields that hold wording (the rest, figures, ids, paths, names and levels, must be the same in both languages). */
const WORDING =
  /\.(label|tileSubtitle|title|description|storage|delivery|guarantor|reason|statement|insurance|(features|benefits|risks|taxation|eligibility|investmentStrategies)\.\d+|details\.[A-Z_]+\.(returns|liquidity)|liquidity\.[A-Z_]+)$/;

describe('an answer in Hindi', () => {
  const facts = platformFactsOn('2026-04-01');
  const english = (data: CatalogueData) => catalogueFiguresOf(data.productPages, facts);
  const hindiData = catalogueTexts(CATALOGUE_DATA, hindiTextOf());
  const hindi = hindiFigures(catalogueFiguresOf(hindiData.productPages, facts));
  const answers: Array<[string, unknown, unknown]> = [
    ['products', catalogueProductsOf(CATALOGUE_DATA, english(CATALOGUE_DATA)), hindiStatements(catalogueProductsOf(hindiData, hindi))],
    ['knowledge-hub', knowledgeHubOf(CATALOGUE_DATA, english(CATALOGUE_DATA)), hindiStatements(knowledgeHubOf(hindiData, hindi))],
    ...(Object.keys(PRODUCT_PAGE_KEYS) as ProductPageSlug[]).map((slug): [string, unknown, unknown] => [
      slug,
      productPageOf(CATALOGUE_DATA, english(CATALOGUE_DATA), slug),
      hindiStatements(productPageOf(hindiData, hindi, slug)),
    ]),
  ];

  it.each(answers)('%s differs from the English in wording only: the same figures, ids, paths and names', (_name, inEnglish, inHindi) => {
    const { words, other } = differences(inEnglish, inHindi);
    expect(other).toEqual([]);
    expect(words.filter((path) => !WORDING.test(path))).toEqual([]);
    expect(words.length).toBeGreaterThan(0);
  });

  it('fills the figures of its texts with the same numbers', () => {
    const hub = answers[1]?.[2] as ReturnType<typeof knowledgeHubOf>;
    expect(hub.details.FIXED_DEPOSITS.features).toContain('सभी योजनाओं में 18-22% सालाना का तय रिटर्न');
    expect(hub.categories[0]?.tileSubtitle).toBe('1.5-1.83% मासिक भुगतान');
    expect(hub.summaryCards[0]?.returns).toBe('18-22% p.a.');
  });
});
