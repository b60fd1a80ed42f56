import { PRODUCT_PAGE_KEYS, type ProductPageSlug } from '@invest/contracts';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import type { CatalogueCache } from './catalogue-cache.js';
import { sendCacheable } from './http-cache.js';

const SLUGS = new Set<string>(Object.keys(PRODUCT_PAGE_KEYS));

export function isSlug(value: string): value is ProductPageSlug {
  return SLUGS.has(value);
}

/** The cache key of each of the catalogue's cached answers (CatalogueController reads and fills them). */
export const CATALOGUE_KEYS = {
  products: 'products',
  knowledgeHub: 'knowledge-hub',
  figures: 'figures',
  plans: 'plans',
  productPage: (slug: ProductPageSlug) => `product-page:${slug}`,
} as const;

/** The controller's cached reads, by route under `/<prefix>/catalogue/`: the cache key a request's answer is kept under. */
const CACHED_READS: Record<string, (params: Record<string, string | undefined>) => string | undefined> = {
  products: () => CATALOGUE_KEYS.products,
  'knowledge-hub': () => CATALOGUE_KEYS.knowledgeHub,
  figures: () => CATALOGUE_KEYS.figures,
  plans: () => CATALOGUE_KEYS.plans,
  'product-pages/:slug': ({ slug }) => (slug !== undefined && isSlug(slug) ? CATALOGUE_KEYS.productPage(slug) : undefined),
};

/**
 * Answers the catalogue's public reads from the cache in their route's own onRequest hook, before NestJS's pipeline
 * (its router, guards, interceptors and rxjs cost more than sending the bytes: bench/RESULTS.md): the same bytes, ETag,
 * Cache-Control and 304 as the controller (`sendCacheable`), with everything the whole app does to an answer (the
 * security headers, CORS and the cookie parsing before it; the no-store default, metrics and the request line after
 * it). An answer not in the cache, or older than CATALOGUE_REFRESH_MS, goes on to the controller, which loads it. Call
 * before the routes are registered (before `app.init()`).
 */
export function registerCatalogueFastPath(fastify: FastifyInstance, cache: CatalogueCache, prefix: string): void {
  const base = `/${prefix}/catalogue/`;
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.method !== 'GET' || !route.url.startsWith(base)) return;
    const keyOf = CACHED_READS[route.url.slice(base.length)];
    if (keyOf === undefined) return;
    const answer: onRequestHookHandler = (request, reply, done) => {
      const key = keyOf(request.params as Record<string, string | undefined>);
      const body = key === undefined ? undefined : cache.fresh(key);
      if (body === undefined) {
        done();
        return;
      }
      sendCacheable(request, reply, body);
    };
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [answer] : Array.isArray(existing) ? [...existing, answer] : [existing, answer];
  });
}
