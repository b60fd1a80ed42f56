import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A route of a remote's `./routes` table: absolute path, title for the document, page loaded on
 * first visit (its own chunk). `lazyRoute('/faq', 'FAQ', () => import('./features/faq/faq-page.js'))`.
 */
export function lazyRoute(path: string, title: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return {
    path,
    handle: { title },
    lazy: async () => ({ Component: (await load()).default }),
  };
}
