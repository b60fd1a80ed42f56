import { i18nOf, type JsonLd } from '@invest/platform';
import { faqCategories, faqItems, statesFigures, type FaqItem } from '../content/faq.js';
import en from '../messages/en.json';

/**
 * The structured data is in English whatever the page's language: the server loads it with the page module, which
 * knows no language (lazyRoute's `loadJsonLd`).
 */
const english = i18nOf('en', [{ default: en }]);

/**
 * The questions of the FAQ page, in page order (all categories), whose answers state no figure: the structured data
 * is written without the page's data, and an answer's figures are the booked terms', read when the page renders.
 */
function allFaqItems(): FaqItem[] {
  return faqCategories.flatMap((category): readonly FaqItem[] => faqItems[category.key]).filter((item) => !statesFigures(english, item.answer));
}

/** schema.org FAQPage of /faq, built from the page's own questions and answers (those that state no figure), in English. */
export function faqPageJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: allFaqItems().map((item) => ({
      '@type': 'Question',
      name: english._(item.question),
      acceptedAnswer: { '@type': 'Answer', text: english._(item.answer) },
    })),
  };
}
