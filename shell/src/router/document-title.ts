import { BRAND } from '@invest/platform';

/** The document's title for a page title: `<page title> | <brand>`, or the brand and its tagline. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} | ${BRAND.name}` : `${BRAND.name} | ${BRAND.tagline}`;
}
