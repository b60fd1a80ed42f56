import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { JsonLd, RouteHandle, RouteMeta, ServerData } from './route-meta.js';

/** A page module: its component, and optionally the public data it needs on the server and its structured data. */
export interface PageModule {
  default: ComponentType;
  serverData?: ServerData;
  jsonLd?: readonly JsonLd[];
}

/**
 * A route of a remote's `./routes` table: absolute path, metadata for the document's head, page loaded on first
 * visit (its own chunk). The page module's `serverData`, when it has one, is what the server fetches before it renders;
 * its `jsonLd`, the structured data the server writes into the head.
 * `lazyRoute('/faq', { title: 'FAQ', description: '…' }, () => import('./features/faq/faq-page.js'))`.
 */
export function lazyRoute(path: string, meta: RouteMeta, load: () => Promise<PageModule>): RouteObject {
  const handle: RouteHandle = {
    ...meta,
    loadServerData: async (context) => (await load()).serverData?.(context),
    loadJsonLd: async () => (await load()).jsonLd ?? [],
  };
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await load()).default }),
  };
}
