/** Id of the `<script type="application/json">` block holding what the server rendered the page with. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** One RTK Query result the server fetched (public data only), as `api.util.upsertQueryEntries` takes it. */
export interface SsrQueryEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/**
 * What the browser needs to take over a server-rendered page.
 * - `hydrate`: the page was rendered whole; the browser hydrates it with the same data.
 * - `client`: the server rendered the layout around a loading state or a remote's fallback (a signed-in page, the
 *   demo's steps, a remote that was down or slow); the browser renders the page itself, as without server rendering.
 */
export interface SsrState {
  mode: 'hydrate' | 'client';
  queries: SsrQueryEntry[];
}
