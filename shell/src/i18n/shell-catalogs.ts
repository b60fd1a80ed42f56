import type { CatalogLoaders } from '@invest/platform';

/** The shell's messages (header, footer, fallback pages), one chunk per language. */
export const SHELL_CATALOGS: CatalogLoaders = {
  en: () => import('../messages/en.json'),
  hi: () => import('../messages/hi.json'),
};
