import type { RemoteCatalog } from '@invest/platform';

/** This remote's messages (ids `payments.…`), one chunk per language, loaded with the first page that names them. */
export const PAYMENTS_CATALOG: RemoteCatalog = {
  namespace: 'payments',
  load: {
    en: () => import('./messages/en.json'),
    hi: () => import('./messages/hi.json'),
  },
};
