import type { JsonLd } from '@invest/platform';
import { faqCategories, faqItems, type FaqItem } from '../content/faq.js';

/** Every question of the FAQ page, in page order (all categories), with its answer. */
function allFaqItems(): FaqItem[] {
  return faqCategories.flatMap((category): readonly FaqItem[] => faqItems[category.key]);
}

/** schema.org FAQPage of /faq, built from the page's own questions and answers. */
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
