import type { RemoteCatalog } from '@invest/platform';

/** This remote's messages (ids `onboarding.…`), one chunk per language, loaded with the first page that names them. */
export const ONBOARDING_CATALOG: RemoteCatalog = {
  namespace: 'onboarding',
  load: {
    en: () => import('./messages/en.json'),
    hi: () => import('./messages/hi.json'),
  },
};
