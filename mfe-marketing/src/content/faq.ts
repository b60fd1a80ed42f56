import { CATEGORY_KEYS, rupeesText, type CatalogueFiguresResponse, type CategoryFigures } from '@invest/contracts';
import type { I18n } from '@invest/platform';

/**
 * FAQ page content (product §2 "FAQ" and the FAQ facts of product §9): the ids of its messages (src/messages/<locale>.json,
 * where the English of the spec and the Hindi are written). An answer names the figures it states as ICU arguments
 * (`{FIXED_DEPOSITS_returns}`, `{tdsThreshold}`, ...), filled from GET /api/catalogue/figures: the booked terms and the
 * platform's configuration, never a figure of its own.
 */

export type FaqCategoryKey = 'general' | 'fixed-deposits' | 'bonds' | 'mutual-funds' | 'premium-gold' | 'sdi-real-estate';

export interface FaqCategory {
  readonly key: FaqCategoryKey;
  /** Message id of the category's name. */
  readonly label: string;
}

export interface FaqItem {
  /** Stable id, unique across all categories (used for the single-open collapsible). */
  readonly id: string;
  /** Message ids of the question and its answer. */
  readonly question: string;
  readonly answer: string;
}

export const faqCategories = [
  { key: 'general', label: 'marketing.faq.category.general' },
  { key: 'fixed-deposits', label: 'marketing.faq.category.fixedDeposits' },
  { key: 'bonds', label: 'marketing.faq.category.bonds' },
  { key: 'mutual-funds', label: 'marketing.faq.category.mutualFunds' },
  { key: 'premium-gold', label: 'marketing.faq.category.premiumGold' },
  { key: 'sdi-real-estate', label: 'marketing.faq.category.sdiRealEstate' },
] as const satisfies readonly FaqCategory[];

export const defaultFaqCategory: FaqCategoryKey = 'general';

export const faqPage = {
  title: 'marketing.faq.title',
  description: 'marketing.faq.description',
  backLabel: 'marketing.faq.back',
  categoriesLabel: 'marketing.faq.categories',
  stillHaveQuestions: 'marketing.faq.stillHaveQuestions',
  helpText: 'marketing.faq.help',
  whatsappLabel: 'marketing.faq.whatsapp',
  callLabel: 'marketing.faq.call',
  contactFormLabel: 'marketing.faq.contactForm',
  contactFormTo: '/contact',
} as const;

/** A question and its answer: `marketing.faq.<id>.question` and `marketing.faq.<id>.answer`. */
function faqItem<const Id extends string>(id: Id) {
  return { id, question: `marketing.faq.${id}.question`, answer: `marketing.faq.${id}.answer` } as const;
}

export const faqItems = {
  general: [
    faqItem('general-minimum'),
    faqItem('general-kyc'),
    faqItem('general-payment-methods'),
    faqItem('general-processing-time'),
    faqItem('general-security'),
  ],
  'fixed-deposits': [faqItem('fd-returns'), faqItem('fd-payout'), faqItem('fd-tenure-minimum'), faqItem('fd-withdrawal'), faqItem('fd-taxes')],
  bonds: [faqItem('bonds-types'), faqItem('bonds-minimum'), faqItem('bonds-payout'), faqItem('bonds-withdrawal'), faqItem('bonds-taxes')],
  'mutual-funds': [faqItem('mf-minimum'), faqItem('mf-redemption'), faqItem('mf-returns'), faqItem('mf-sip-stop'), faqItem('mf-taxes')],
  'premium-gold': [faqItem('gold-purity'), faqItem('gold-minimum'), faqItem('gold-delivery'), faqItem('gold-withdrawal'), faqItem('gold-allocation')],
  'sdi-real-estate': [faqItem('sdi-what'), faqItem('sdi-minimum'), faqItem('re-minimum'), faqItem('re-payout'), faqItem('re-withdrawal')],
} as const satisfies Readonly<Record<FaqCategoryKey, readonly FaqItem[]>>;

/** What an answer says where a figure could not be read (the API did not answer): a message id. */
export const FIGURE_UNAVAILABLE = 'marketing.faq.figureUnavailable';

/** The figures of a category an answer may state (`{FIXED_DEPOSITS_returns}`). */
const CATEGORY_FIGURES = ['returns', 'tenure', 'minimum', 'monthly', 'penalty', 'lockIn'] as const satisfies readonly (keyof CategoryFigures)[];

/**
 * The values of the answers' arguments: each category's figures and the platform's, or, without the figures (the API
 * did not answer), `unavailable` (the FIGURE_UNAVAILABLE message in the page's language) for every one.
 */
export function faqValues(figures: CatalogueFiguresResponse | null | undefined, unavailable: string): Record<string, string> {
  const values: Record<string, string> = {
    platformMinimum: figures ? rupeesText(figures.facts.minimumAmount) : unavailable,
    cashMinimum: figures ? rupeesText(figures.facts.cashMinimumAmount) : unavailable,
    processingFee: figures ? rupeesText(figures.facts.processingFee) : unavailable,
    // The threshold of the interest the platform pays (every plan's payer), as its payouts are booked.
    tdsThreshold: figures ? rupeesText(figures.facts.tdsThreshold.amount) : unavailable,
    tdsRate: figures ? `${figures.facts.tdsThreshold.ratePercent}%` : unavailable,
  };
  for (const key of CATEGORY_KEYS) for (const name of CATEGORY_FIGURES) values[`${key}_${name}`] = figures ? figures.categories[key][name] : unavailable;
  return values;
}

/** A value no figure holds: what `statesFigures` looks for. */
const FIGURE_MARK = '\u0000';

/** Whether an answer (its message in `i18n`) states a figure of the catalogue or the platform (so it is filled from the API). */
export function statesFigures(i18n: I18n, answer: string): boolean {
  return i18n._(answer, faqValues(null, FIGURE_MARK)).includes(FIGURE_MARK);
}
