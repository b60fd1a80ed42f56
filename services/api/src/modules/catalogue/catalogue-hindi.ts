import {
  CATEGORY_KEYS,
  type BenefitTile,
  type CatalogueData,
  type CatalogueFigures,
  type CategoryDetail,
  type CategoryKey,
  type CreditRating,
  type ProductPages,
} from '@invest/contracts';
import raw from './data/catalogue.hi.json' with { type: 'json' };

/**
 * The catalogue's Hindi (data/catalogue.hi.json), laid over its English when an answer is served in Hindi:
 * - `texts`: every text field of catalogue.json people read, by its path (see `catalogueTexts`), with the English it
 *   translates; a text whose English has changed since (in the data file or in the database) is served in English
 *   rather than with a Hindi that says something else, and the tests fail on a missing, stale or extra entry;
 * - `figureWords`: the words of the figures filled into a Hindi text (`{tenure}` → '12 से 36 महीने'), in order;
 * - `statements`: sentences the API composes itself (deposit insurance), English → Hindi.
 * Figures (rates, amounts, tenures in the answers' own fields), ids, paths, names of products, issuers and brands are
 * the same in both languages.
 */
export interface CatalogueHindi {
  readonly texts: Readonly<Record<string, { readonly en: string; readonly hi: string }>>;
  readonly figureWords: ReadonlyArray<readonly [string, string]>;
  readonly statements: Readonly<Record<string, string>>;
}

function assertCatalogueHindi(value: unknown): asserts value is CatalogueHindi {
  const overlay = value as Partial<CatalogueHindi>;
  const texts = Object.values(overlay.texts ?? {}) as ReadonlyArray<Partial<{ en: unknown; hi: unknown }>>;
  const ok =
    typeof overlay.texts === 'object' &&
    texts.every((entry) => typeof entry.en === 'string' && typeof entry.hi === 'string' && entry.hi !== '') &&
    Array.isArray(overlay.figureWords) &&
    overlay.figureWords.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((word) => typeof word === 'string')) &&
    typeof overlay.statements === 'object' &&
    Object.values(overlay.statements ?? {}).every((text) => typeof text === 'string' && text !== '');
  if (!ok) throw new Error('catalogue.hi.json is invalid: it needs texts ({en, hi} by path), figureWords (pairs) and statements');
}

assertCatalogueHindi(raw);

/** The catalogue's Hindi (data/catalogue.hi.json), checked. */
export const CATALOGUE_HINDI: CatalogueHindi = raw;

/** Gives the text to serve for a text field, from its path and its English. */
export type TextOf = (path: string, english: string) => string;

type PlanTexts = {
  readonly features: readonly string[];
  readonly creditRating: CreditRating;
  readonly description?: string;
  readonly storage?: string;
  readonly delivery?: string;
  readonly guarantor?: string;
};
type PageTexts = { readonly benefits: readonly BenefitTile[]; readonly plans: ReadonlyArray<PlanTexts & { readonly planId: string }> };

/** The optional text fields of a plan record (its name, issuer, location and figures are data, not wording). */
const PLAN_TEXT_FIELDS = ['description', 'storage', 'delivery', 'guarantor'] as const;
const DETAIL_LISTS = ['features', 'benefits', 'risks', 'taxation', 'eligibility', 'investmentStrategies'] as const;

const listOf = (base: string, texts: readonly string[], textOf: TextOf) => texts.map((text, index) => textOf(`${base}.${index}`, text));

function planTexts<P extends PlanTexts>(base: string, plan: P, textOf: TextOf): P {
  const out: Record<string, unknown> = { ...plan, features: listOf(`${base}.features`, plan.features, textOf) };
  for (const field of PLAN_TEXT_FIELDS) {
    const text = plan[field];
    if (typeof text === 'string') out[field] = textOf(`${base}.${field}`, text);
  }
  if ('reason' in plan.creditRating) out.creditRating = { ...plan.creditRating, reason: textOf(`${base}.creditRating.reason`, plan.creditRating.reason) };
  return out as P;
}

function pageTexts<P extends PageTexts>(base: string, page: P, textOf: TextOf): P {
  return {
    ...page,
    benefits: page.benefits.map((tile, index) => ({
      ...tile,
      title: textOf(`${base}.benefits.${index}.title`, tile.title),
      description: textOf(`${base}.benefits.${index}.description`, tile.description),
    })),
    plans: page.plans.map((plan) => planTexts(`${base}.plans.${plan.planId}`, plan, textOf)),
  };
}

/** The product pages with each text field given by `textOf` (paths `productPages.<page>.…`). */
export function productPageTexts(pages: Partial<ProductPages>, textOf: TextOf): Partial<ProductPages> {
  return Object.fromEntries(
    Object.entries(pages).map(([key, page]) => [key, pageTexts(`productPages.${key}`, page as PageTexts, textOf)]),
  ) as Partial<ProductPages>;
}

function detailTexts(base: string, detail: CategoryDetail, textOf: TextOf): CategoryDetail {
  const lists = Object.fromEntries(DETAIL_LISTS.map((field) => [field, listOf(`${base}.${field}`, detail[field], textOf)]));
  return { ...detail, ...lists, returns: textOf(`${base}.returns`, detail.returns), liquidity: textOf(`${base}.liquidity`, detail.liquidity) };
}

/**
 * The catalogue with each of its text fields given by `textOf(path, english)`: the categories' tab labels and tile
 * subtitles, the knowledge hub's details, the summary cards' titles and descriptions, the product pages' benefit tiles
 * and their plans' features, descriptions, storage, delivery, guarantor and why no agency rates them. Everything else
 * (keys, ids, paths, names, figures, the labels stored with an investment, a summary card's liquidity level) is kept.
 */
export function catalogueTexts(data: CatalogueData, textOf: TextOf): CatalogueData {
  return {
    ...data,
    categories: data.categories.map((category) => ({
      ...category,
      label: textOf(`categories.${category.key}.label`, category.label),
      tileSubtitle: textOf(`categories.${category.key}.tileSubtitle`, category.tileSubtitle),
    })),
    details: Object.fromEntries(CATEGORY_KEYS.map((key: CategoryKey) => [key, detailTexts(`details.${key}`, data.details[key], textOf)])) as Record<
      CategoryKey,
      CategoryDetail
    >,
    summaryCards: data.summaryCards.map((card) => ({
      ...card,
      title: textOf(`summaryCards.${card.category}.title`, card.title),
      description: textOf(`summaryCards.${card.category}.description`, card.description),
    })),
    productPages: productPageTexts(data.productPages, textOf) as ProductPages,
  };
}

/** Every text field of the catalogue, by path, with its English. */
export function textFieldsOf(data: CatalogueData): Map<string, string> {
  const fields = new Map<string, string>();
  catalogueTexts(data, (path, english) => {
    fields.set(path, english);
    return english;
  });
  return fields;
}

/** The Hindi of a text field, when the overlay translates this very English; otherwise the English. */
export function hindiTextOf(overlay: CatalogueHindi = CATALOGUE_HINDI): TextOf {
  return (path, english) => {
    const entry = overlay.texts[path];
    return entry !== undefined && entry.en === english ? entry.hi : english;
  };
}

/** A figure as a Hindi text writes it: '12 to 36 months' → '12 से 36 महीने' (numbers and ₹ amounts as they are). */
export function hindiFigure(figure: string, overlay: CatalogueHindi = CATALOGUE_HINDI): string {
  return overlay.figureWords.reduce((text, [english, hindi]) => text.split(english).join(hindi), figure);
}

/** The figures with the words of their tokens in Hindi, for filling Hindi texts; the figures themselves are kept. */
export function hindiFigures(figures: CatalogueFigures, overlay: CatalogueHindi = CATALOGUE_HINDI): CatalogueFigures {
  const tokens = Object.fromEntries(
    CATEGORY_KEYS.map((key) => [key, Object.fromEntries(Object.entries(figures.tokens[key]).map(([name, value]) => [name, hindiFigure(value, overlay)]))]),
  ) as Record<CategoryKey, Record<string, string>>;
  return { ...figures, tokens };
}

/** A text with each sentence the API composes itself in Hindi (a category's insurance may join two). */
function hindiStatementsIn(text: string, statements: CatalogueHindi['statements']): string {
  let out = text;
  for (const [english, hindi] of Object.entries(statements)) if (out.includes(english)) out = out.split(english).join(hindi);
  return out;
}

/** An answer with each sentence the API composed itself (deposit insurance) in Hindi. */
export function hindiStatements<T>(value: T, overlay: CatalogueHindi = CATALOGUE_HINDI): T {
  if (typeof value === 'string') return hindiStatementsIn(value, overlay.statements) as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => hindiStatements(entry, overlay)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, hindiStatements(entry, overlay)])) as T;
  }
  return value;
}
