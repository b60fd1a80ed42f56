import { api } from '@invest/api';
import { createPlatformStore, type PlatformStore } from '@invest/platform/store';
import type { SsrState } from '../server/contract.js';
import { createApiErrorToastMiddleware } from './api-error-toasts.js';

/** The server's public data, put in the cache before the page that reads it renders (it does not fetch it again). */
function restoreQueries(store: PlatformStore, state: SsrState | null): void {
  if (!state || state.queries.length === 0) return;
  type Entries = Parameters<typeof api.util.upsertQueryEntries>[0];
  store.dispatch(api.util.upsertQueryEntries(state.queries as unknown as Entries));
}

/**
 * The page's one store in the browser (its own chunk, with Redux Toolkit): toasts for failed API queries, and the data
 * the server rendered the page with. Made when the first part of the page that reads the store loads.
 */
export function createClientStore(ssr: SsrState | null): PlatformStore {
  const store = createPlatformStore({ middleware: [createApiErrorToastMiddleware()] });
  restoreQueries(store, ssr);
  return store;
}
