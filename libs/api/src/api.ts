import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query.js';

/** Tag types of every domain, declared up front so remotes only inject endpoints. */
export const TAG_TYPES = ['Session', 'Kyc', 'Catalogue', 'Investment', 'Payment', 'Portfolio', 'Transaction', 'Payout', 'Contact', 'Privacy', 'Demo'] as const;

export type ApiTag = (typeof TAG_TYPES)[number];

/**
 * The ONE api of the platform. Remotes add endpoints at module load with
 * `api.injectEndpoints({ endpoints, overrideExisting: ENDPOINT_OVERRIDE })`.
 * Defaults (product §9): results never stale, no refetch on focus or reconnect, no polling, no retries.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});

export type Api = typeof api;

/**
 * `overrideExisting` of every `api.injectEndpoints`. In the browser, two modules defining one endpoint name is a
 * mistake: it throws. On the shell's server a remote's container is loaded again when the remote is redeployed, and
 * its new version injects its own endpoints once more: there they replace the old ones.
 */
export const ENDPOINT_OVERRIDE: boolean | 'throw' = typeof window === 'undefined' ? true : 'throw';
