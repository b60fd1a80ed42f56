import type { RemoteCatalog } from '@invest/platform';

/** This remote's messages (ids `demo.…`), one chunk per language, loaded with the first demo page. */
export const DEMO_CATALOG: RemoteCatalog = {
  namespace: 'demo',
  load: {
    en: () => import('./messages/en.json'),
    hi: () => import('./messages/hi.json'),
  },
};
