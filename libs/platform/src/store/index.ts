/**
 * `@invest/platform/store`: the store with Redux Toolkit, RTK Query's api and react-redux. Its own entry point (and
 * shared key), loaded by the parts of a page that read the store, so a page that needs none (the home page) loads none
 * of it. Get the page's one store with `loadPlatformStore()` from `@invest/platform`.
 */
export { createPlatformStore, type PlatformStore, type PlatformStoreOptions, type AppDispatch } from './create-store.js';
export { rootReducer, injectSlice, type RootState, type LazyLoadedSlices } from './root-reducer.js';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks.js';
export { StoreScope, withStoreScope } from './store-scope.js';
