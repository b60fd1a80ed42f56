import { BRAND, type JsonLd } from '@invest/platform';

/** schema.org Organization of the home page, from the brand config (no logo or social profiles exist to name). */
export function organizationJsonLd(description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.name,
    legalName: BRAND.company,
    url: BRAND.website,
    description,
    slogan: BRAND.tagline,
    address: BRAND.address.join(', '),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: BRAND.phone.e164,
        email: BRAND.email.support,
        areaServed: 'IN',
        availableLanguage: 'en',
      },
    ],
  };
}
