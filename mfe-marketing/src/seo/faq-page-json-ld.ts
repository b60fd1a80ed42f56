import type { I18n, JsonLd } from '@invest/platform';
import { faqCategories, faqItems, statesFigures, type FaqItem } from '../content/faq.js';

/**
 * The questions of the FAQ page, in page order (all categories), whose answers state no figure: the structured data
 * is written without the page's data, and an answer's figures are the booked terms', read when the page renders.
 */
function allFaqItems(i18n: I18n): FaqItem[] {
  return faqCategories.flatMap((category): readonly FaqItem[] => faqItems[category.key]).filter((item) => !statesFigures(i18n, item.answer));
}

/** schema.org FAQPage of /faq, built from the page's own questions and answers (those that state no figure), in the page's language. */
export function faqPageJsonLd(i18n: I18n): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: allFaqItems(i18n).map((item) => ({
      '@type': 'Question',
      name: i18n._(item.question),
      acceptedAnswer: { '@type': 'Answer', text: i18n._(item.answer) },
    })),
  };
}
