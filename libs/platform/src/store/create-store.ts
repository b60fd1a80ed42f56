import { api } from '@invest/api';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './root-reducer.js';

export interface PlatformStoreOptions {
  /** Extra middleware (e.g. the shell's listener that toasts failed calls). */
  middleware?: Middleware[];
  preloadedState?: Partial<RootState>;
}

/** The one store: created by the shell (or by a remote running standalone). */
export function createPlatformStore(options: PlatformStoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, ...(options.middleware ?? [])),
  });
}

export type PlatformStore = ReturnType<typeof createPlatformStore>;
export type AppDispatch = PlatformStore['dispatch'];
