import { api } from '@invest/api';
import { createPlatformStore, type PlatformStore } from '@invest/platform/store';
import type { SsrState } from '../server/contract.js';
import { createApiErrorToastMiddleware } from './api-error-toasts.js';

/**
 * The server's public data, put in the cache before the first render (the page does not fetch it again). Called once
 * the page's chunks have loaded: their endpoints are injected into the api then, and an entry of an endpoint the api
 * does not know yet would be dropped.
 */
export function restoreQueries(store: PlatformStore, state: SsrState): void {
  if (state.queries.length === 0) return;
  type Entries = Parameters<typeof api.util.upsertQueryEntries>[0];
  store.dispatch(api.util.upsertQueryEntries(state.queries as unknown as Entries));
}

/**
 * The page's one store in the browser (its own chunk, with Redux Toolkit), which toasts failed API queries. Made when
 * the first part of the page that reads the store loads.
 */
export function createClientStore(): PlatformStore {
  return createPlatformStore({ middleware: [createApiErrorToastMiddleware()] });
}
