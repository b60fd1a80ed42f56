import type { RemoteCatalog } from '@invest/platform';

/** This remote's messages (ids `marketing.…`), one chunk per language, loaded with the first page that names them. */
export const MARKETING_CATALOG: RemoteCatalog = {
  namespace: 'marketing',
  load: {
    en: () => import('./messages/en.json'),
    hi: () => import('./messages/hi.json'),
  },
};
