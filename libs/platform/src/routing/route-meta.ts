import type { I18n } from '@lingui/core';
import type { RemoteCatalog } from '../i18n/catalogs.js';
import type { AppDispatch } from '../store/create-store.js';

/** One JSON-LD object (schema.org), written into the page's head as `application/ld+json`. */
export type JsonLd = Readonly<Record<string, unknown>>;

/**
 * What a route's owner says about its page, for the document's head: the shell writes the title, the description,
 * the canonical URL and the Open Graph / Twitter tags from it, on the server and on every navigation.
 */
export interface RouteMeta {
  /** The page's own title; the document's title is `<title> | <brand>`. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** Open Graph type; `website` unless said otherwise. */
  ogType?: 'website' | 'article';
}

/** Route parameters as react-router gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * Fetches a page's public data into the store on the server, through the same RTK Query endpoints the page reads
 * (`dispatch(endpoint.initiate())`), so the HTML carries it and the browser does not fetch it again. Never personal
 * data: the server's requests carry no cookie.
 */
export type ServerData = (context: { dispatch: AppDispatch; params: RouteParams }) => Promise<unknown>;

/**
 * The `handle` of a remote's route: its metadata, how the server loads the page's public data, and the page's
 * structured data (the FAQ's FAQPage, the home page's Organization). Both come from the page module, so what only the
 * server needs stays out of the routes table every page of the remote loads.
 */
export interface RouteHandle extends RouteMeta {
  /** The remote's messages the page renders with (lazyRoute's `messages` option). */
  catalog?: RemoteCatalog;
  /** Message ids of the page's title and description in the page's language (`title`, `description`: the English). */
  titleId?: string;
  descriptionId?: string;
  /** Whether the page loads the page's store with its chunk (lazyRoute's `store` option): its files are preloaded with the page's. */
  readsStore?: boolean;
  loadServerData?: ServerData;
  /** The page's structured data, in the language of `i18n` (the server's instance for the request). */
  loadJsonLd?: (i18n: I18n) => Promise<readonly JsonLd[]>;
}

/** A route's handle read defensively (a remote built against an older platform may lack fields). */
export function routeHandleOf(handle: unknown): Partial<RouteHandle> {
  return typeof handle === 'object' && handle !== null ? (handle as Partial<RouteHandle>) : {};
}
