import type { RemoteCatalog } from '@invest/platform';

/** This remote's messages (ids `products.…`), one chunk per language, loaded with the first page that names them. */
export const PRODUCTS_CATALOG: RemoteCatalog = {
  namespace: 'products',
  load: {
    en: () => import('./messages/en.json'),
    hi: () => import('./messages/hi.json'),
  },
};
