import type { RemoteCatalog } from '@invest/platform';

/** This remote's messages (ids `dashboard.…`), one chunk per language, loaded with the first page that names them. */
export const DASHBOARD_CATALOG: RemoteCatalog = {
  namespace: 'dashboard',
  load: {
    en: () => import('./messages/en.json'),
    hi: () => import('./messages/hi.json'),
  },
};
