// The store itself (Redux Toolkit, react-redux) is `@invest/platform/store`: here only its types and how to get it.
export type { PlatformStore, PlatformStoreOptions, AppDispatch } from './store/create-store.js';
export type { RootState, LazyLoadedSlices } from './store/root-reducer.js';
export { setPlatformStoreLoader, providePlatformStore, loadPlatformStore, loadedPlatformStore, type PlatformStoreLoader } from './store/store-loader.js';
export { formatInr, formatInrExact } from './format/inr.js';
export { BRAND, OWNER_CREDIT, MARKET_RISK_DISCLAIMER, type Brand } from './brand/brand.js';
export { whatsappUrl, telUrl, mailtoUrl } from './brand/contact-links.js';
export { BRAND_CATALOG, brandWordsOf, useBrandWords, type BrandWords } from './brand/brand-words.js';
export { lazyRoute, type PageModule, type LazyRouteOptions, type PageMessages } from './routing/lazy-route.js';
export { routeHandleOf, type RouteMeta, type RouteHandle, type RouteParams, type ServerData, type JsonLd } from './routing/route-meta.js';
export { SIGN_IN_PATH, DEFAULT_AFTER_SIGN_IN, safeNextPath, signInPath } from './routing/sign-in-path.js';
export {
  createI18n,
  i18nOf,
  addCatalogs,
  ensureCatalog,
  providePageI18n,
  loadIntoPage,
  type CatalogLoaders,
  type CatalogModule,
  pageI18nOf,
  type RemoteCatalog,
} from './i18n/catalogs.js';
export { I18nProvider, useI18n, useLocale } from './i18n/i18n-context.js';
export type { I18n } from '@lingui/core';
