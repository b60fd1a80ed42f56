import { BRAND } from '@invest/platform';

/** The document's title for a page title: `<page title> | <brand>`, or the brand and its tagline (in the page's language). */
export function documentTitle(pageTitle: string | undefined, tagline: string = BRAND.tagline): string {
  return pageTitle ? `${pageTitle} | ${BRAND.name}` : `${BRAND.name} | ${tagline}`;
}
