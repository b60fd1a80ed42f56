import type { RemoteCatalog } from '@invest/platform';

/**
 * This remote's messages (ids `marketing.…`) for the home page, the FAQ and the contact page, one chunk per language,
 * loaded with the first page that names them. A server-rendered page carries its messages in its HTML: the home page
 * carries these, not the legal pages' (MARKETING_LEGAL_CATALOG).
 */
export const MARKETING_CATALOG: RemoteCatalog = {
  namespace: 'marketing',
  marker: 'marketing.home.title',
  load: {
    en: () => import('./messages/en.json'),
    hi: () => import('./messages/hi.json'),
  },
};

/**
 * The messages of the privacy dashboard and the legal pages (terms, risk disclosure, DPDP compliance, security report,
 * bug bounty, grievance redressal), also `marketing.…`, in a catalogue of their own (src/legal/messages/<locale>.json)
 * so that the home page does not carry their texts.
 */
export const MARKETING_LEGAL_CATALOG: RemoteCatalog = {
  namespace: 'marketing',
  marker: 'marketing.grievance.title',
  load: {
    en: () => import('./legal/messages/en.json'),
    hi: () => import('./legal/messages/hi.json'),
  },
};
