export { createPlatformStore, type PlatformStore, type PlatformStoreOptions, type AppDispatch } from './store/create-store.js';
export { rootReducer, injectSlice, type RootState, type LazyLoadedSlices } from './store/root-reducer.js';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks.js';
export { formatInr, formatInrExact } from './format/inr.js';
export { BRAND, OWNER_CREDIT, MARKET_RISK_DISCLAIMER, type Brand } from './brand/brand.js';
export { whatsappUrl, telUrl, mailtoUrl } from './brand/contact-links.js';
export { lazyRoute, type PageModule } from './routing/lazy-route.js';
export { routeHandleOf, type RouteMeta, type RouteHandle, type RouteParams, type ServerData, type JsonLd } from './routing/route-meta.js';
export { SIGN_IN_PATH, DEFAULT_AFTER_SIGN_IN, safeNextPath, signInPath } from './routing/sign-in-path.js';
