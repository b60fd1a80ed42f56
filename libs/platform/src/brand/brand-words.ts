import type { I18n } from '@lingui/core';
import { useMemo } from 'react';
import type { RemoteCatalog } from '../i18n/catalogs.js';
import { useI18n } from '../i18n/i18n-context.js';
import { BRAND, MARKET_RISK_DISCLAIMER, OWNER_CREDIT } from './brand.js';

/**
 * The brand config's sentences in the page's language. The names, addresses, e-mails, phones and links stay in
 * brand.ts, the one place they are written, and so does the English of these sentences; their Hindi is the brand
 * catalogue (`brand/messages`, ids `brand.…`), which the shell loads with its own, so it travels with the page's
 * messages and no page's JavaScript carries it. `brand.test.ts` holds the English catalogue to brand.ts.
 */
export interface BrandWords {
  tagline: string;
  ownerCredit: string;
  marketRisk: string;
  officer: { role: string; hours: string; response: string };
  nodalOfficer: { role: string; response: string };
  /** In the order of BRAND.grievance.regulators: the products each regulator covers, its name, and when to turn to it. */
  regulators: readonly { products: string; name: string; when: string }[];
}

/** The brand's sentences as a catalogue, one chunk per language (the shell adds it to the page's messages). */
export const BRAND_CATALOG: RemoteCatalog = {
  namespace: 'brand',
  load: {
    en: () => import('./messages/en.json'),
    hi: () => import('./messages/hi.json'),
  },
};

const { officer, nodalOfficer, regulators } = BRAND.grievance;

const ENGLISH: BrandWords = {
  tagline: BRAND.tagline,
  ownerCredit: OWNER_CREDIT,
  marketRisk: MARKET_RISK_DISCLAIMER,
  officer: { role: officer.role, hours: officer.hours, response: officer.response },
  nodalOfficer: { role: nodalOfficer.role, response: nodalOfficer.response },
  regulators: regulators.map(({ products, name, when }) => ({ products, name, when })),
};

/** The brand's sentences in an instance's language: brand.ts's English, unless the instance holds the catalogue in another. */
export function brandWordsOf(i18n: I18n): BrandWords {
  if (i18n.locale === 'en' || !('brand.tagline' in i18n.messages)) return ENGLISH;
  const _ = (id: string) => i18n._(id);
  return {
    tagline: _('brand.tagline'),
    ownerCredit: _('brand.ownerCredit'),
    marketRisk: _('brand.marketRisk'),
    officer: { role: _('brand.officer.role'), hours: _('brand.officer.hours'), response: _('brand.officer.response') },
    nodalOfficer: { role: _('brand.nodalOfficer.role'), response: _('brand.nodalOfficer.response') },
    regulators: regulators.map((_regulator, index) => ({
      products: _(`brand.regulator.${index}.products`),
      name: _(`brand.regulator.${index}.name`),
      when: _(`brand.regulator.${index}.when`),
    })),
  };
}

/** The brand's sentences in the page's language. */
export function useBrandWords(): BrandWords {
  const { i18n } = useI18n();
  return useMemo(() => brandWordsOf(i18n), [i18n]);
}
