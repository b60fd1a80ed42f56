/**
 * Terms & Conditions content (product §2 "Terms & Conditions"): the ids of its messages (the legal catalogue,
 * src/legal/messages/<locale>.json, where the English of the spec and the Hindi are written). The company name comes
 * from the brand config.
 */

export interface TermsSection {
  readonly key: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export const termsPage = {
  title: 'marketing.terms.title',
  lastUpdatedLabel: 'marketing.terms.lastUpdatedLabel',
  /** The date the terms were last updated, as the page writes it in each language ('January 15, 2025'). */
  lastUpdated: 'marketing.terms.lastUpdated',
  lastUpdatedIso: '2025-01-15',
  introduction: 'marketing.terms.introduction',
  /** Takes `{company}`, shown strong. */
  ownedBy: 'marketing.terms.ownedBy',
  sectionsLabel: 'marketing.terms.sections',
} as const;

/** Each section's title is `marketing.terms.<key>.title`, its paragraphs `marketing.terms.<key>.p1`, `p2`, … */
const section = (key: string, paragraphs: number): TermsSection => ({
  key,
  title: `marketing.terms.${key}.title`,
  paragraphs: Array.from({ length: paragraphs }, (_, index) => `marketing.terms.${key}.p${index + 1}`),
});

export const termsSections: readonly TermsSection[] = [
  section('investment-services', 2),
  section('user-obligations', 3),
  section('risk-disclosure', 2),
  section('data-protection', 2),
  section('payment-terms', 2),
  section('regulatory-compliance', 2),
  section('liability-limit', 2),
  section('termination', 2),
  section('dispute-resolution', 2),
];
