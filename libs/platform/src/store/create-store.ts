import { api } from '@invest/api';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './root-reducer.js';

export interface PlatformStoreOptions {
  /** Extra middleware (e.g. the shell's listener that toasts failed calls). */
  middleware?: Middleware[];
  preloadedState?: Partial<RootState>;
  /** On a server: the API's origin (`http://127.0.0.1:3000`), which relative `/api` requests are sent to. */
  apiOrigin?: string;
  /** On a server: the language tag of the page it renders (`hi-IN`, `en-IN`), sent to the API as Accept-Language. */
  locale?: string;
}

/** The one store: created by the shell (or by a remote running standalone). */
export function createPlatformStore(options: PlatformStoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { apiOrigin: options.apiOrigin, locale: options.locale } } }).concat(
        api.middleware,
        ...(options.middleware ?? []),
      ),
  });
}

export type PlatformStore = ReturnType<typeof createPlatformStore>;
export type AppDispatch = PlatformStore['dispatch'];
