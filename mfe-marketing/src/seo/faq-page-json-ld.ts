import type { JsonLd } from '@invest/platform';
import { faqCategories, faqItems, statesFigures, type FaqItem } from '../content/faq.js';

/**
 * The questions of the FAQ page, in page order (all categories), whose answers state no figure: the structured data
 * is written without the page's data, and an answer's figures are the booked terms', read when the page renders.
 */
function allFaqItems(): FaqItem[] {
  return faqCategories.flatMap((category): readonly FaqItem[] => faqItems[category.key]).filter((item) => !statesFigures(item.answer));
}

/** schema.org FAQPage of /faq, built from the page's own questions and answers (those that state no figure). */
export function faqPageJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: allFaqItems().map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
