import { BRAND, brandWords } from '@invest/platform';
import type { Locale } from '@invest/mf/runtime';

/** The document's title for a page title: `<page title> | <brand>`, or the brand and its tagline in the page's language. */
export function documentTitle(pageTitle: string | undefined, locale: Locale = 'en'): string {
  return pageTitle ? `${pageTitle} | ${BRAND.name}` : `${BRAND.name} | ${brandWords(locale).tagline}`;
}
