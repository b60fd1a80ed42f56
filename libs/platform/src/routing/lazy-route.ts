import { loadIntoPage, pageI18nOf, type RemoteCatalog } from '../i18n/catalogs.js';
import type { I18n } from '@lingui/core';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadPlatformStore } from '../store/store-loader.js';
import type { JsonLd, RouteHandle, RouteMeta, ServerData } from './route-meta.js';

/** A page module: its component, and optionally the public data it needs on the server and its structured data. */
export interface PageModule {
  default: ComponentType;
  serverData?: ServerData;
  /** Its structured data, or how to write it in the page's language (`(i18n) => [...]`). */
  jsonLd?: readonly JsonLd[] | ((i18n: I18n) => readonly JsonLd[]);
}

/** A page's messages: its remote's catalogue, and the ids of its title and description in it. */
export interface PageMessages {
  catalog: RemoteCatalog;
  title?: string;
  description?: string;
}

export interface LazyRouteOptions {
  /** The page's messages (its remote's catalogue), loaded with the page, and its title and description in them. */
  messages?: PageMessages;
  /**
   * Whether the page reads the store (RTK Query hooks, `useAppDispatch`): default true. `false` for a static page,
   * which then loads neither the store nor Redux Toolkit (the home page's first load).
   */
  store?: boolean;
}

/** The catalogue of the API's words, with its helpers, into a browser's page in another language than English. */
async function loadApiErrorsUnlessEnglish(): Promise<void> {
  const i18n = await pageI18nOf();
  if (!i18n || i18n.locale === 'en') return;
  const errors = await import('@invest/platform/errors');
  await errors.loadApiErrorsIntoPage();
}

/** The page's component inside the page's one store, both loaded with the page (the store in the browser only). */
async function withStore(load: () => Promise<PageModule>): Promise<ComponentType> {
  const inBrowser = typeof window !== 'undefined';
  const [page, scope] = await Promise.all([load(), import('@invest/platform/store'), inBrowser ? loadPlatformStore() : undefined]);
  return scope.withStoreScope(page.default);
}

/**
 * A route of a remote's `./routes` table: absolute path, metadata for the document's head, page loaded on first
 * visit (its own chunk). The page module's `serverData`, when it has one, is what the server fetches before it renders;
 * its `jsonLd`, the structured data the server writes into the head. The page gets the store's provider with its
 * chunk (`{ store: false }`: a page that reads no store gets none).
 * `lazyRoute('/faq', { title: 'FAQ', description: '…' }, () => import('./features/faq/faq-page.js'))`.
 */
export function lazyRoute(path: string, meta: RouteMeta, load: () => Promise<PageModule>, options: LazyRouteOptions = {}): RouteObject {
  const readsStore = options.store !== false;
  const messages = options.messages;
  const handle: RouteHandle = {
    ...meta,
    readsStore,
    ...(messages ? { catalog: messages.catalog, titleId: messages.title, descriptionId: messages.description } : {}),
    loadServerData: async (context) => (await load()).serverData?.(context),
    loadJsonLd: async (i18n) => {
      const { jsonLd } = await load();
      return typeof jsonLd === 'function' ? jsonLd(i18n) : (jsonLd ?? []);
    },
  };
  return {
    path,
    handle,
    lazy: async () => {
      const [Component] = await Promise.all([
        readsStore ? withStore(load) : load().then((page) => page.default),
        messages ? loadIntoPage(messages.catalog) : undefined,
        // A page that reads the store calls the API: in another language than English it turns the API's words into
        // its own (an English page shows them as sent, and loads none of it).
        readsStore ? loadApiErrorsUnlessEnglish() : undefined,
      ]);
      return { Component };
    },
  };
}
