import { PRODUCT_PAGE_KEYS, type ProductPageSlug } from '@invest/contracts';
import type { FastifyInstance } from 'fastify';
import { simpleCorsHeaders } from '../../common/http/security.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { catalogueLanguageOf, languageKey } from './catalogue-language.js';
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

/** The controller's cached reads, by path under `/<prefix>/catalogue/`: the cache key of each one's answer. */
function cachedReads(): Map<string, string> {
  const reads = new Map<string, string>([
    ['products', CATALOGUE_KEYS.products],
    ['knowledge-hub', CATALOGUE_KEYS.knowledgeHub],
    ['figures', CATALOGUE_KEYS.figures],
    ['plans', CATALOGUE_KEYS.plans],
  ]);
  for (const slug of SLUGS) reads.set(`product-pages/${slug}`, CATALOGUE_KEYS.productPage(slug as ProductPageSlug));
  return reads;
}

export interface CatalogueFastPath {
  /**
   * Starts answering from `cache` (the app's CatalogueCache, which exists once NestJS has built the app) for as long
   * as `closing` (close-on-shutdown.ts) says the app is not closing.
   */
  serveFrom(cache: Pick<CatalogueCache, 'fresh'>, closing: () => boolean): void;
}

/**
 * Answers the catalogue's public reads from the cache in the first onRequest hook of the whole server, before NestJS's
 * hooks, middleware, router, guards, interceptors and rxjs (they cost several times the sending of the bytes:
 * bench/RESULTS.md). It sends what the controller sends (`sendCacheable`: the same bytes, ETag, Cache-Control, 304),
 * with what the app puts on every answer: the CORS headers of app.enableCors (`simpleCorsHeaders`, set here since its
 * hook comes later), and through the usual onSend and onResponse hooks the security headers, the no-store default, the
 * metrics and the request line. Nothing else before the controller looks at these reads: they need no session, no
 * cookie and no body. The answer is the one of the request's language (Accept-Language, catalogue-language.ts). A path written any other way (a query string aside), an answer not in the cache or older than
 * CATALOGUE_REFRESH_MS, and anything once the server is closing, go on to the controller.
 *
 * Register it on the Fastify instance before NestJS's adapter adds its own hooks (create-app.ts), then call `serveFrom`.
 */
export function registerCatalogueFastPath(fastify: FastifyInstance, prefix: string, corsOrigins: readonly string[]): CatalogueFastPath {
  const base = `/${prefix}/catalogue/`;
  const keys = new Map([...cachedReads()].map(([path, key]) => [base + path, key]));
  const corsHeadersOf = simpleCorsHeaders(corsOrigins);
  let cache: Pick<CatalogueCache, 'fresh'> | undefined;
  let closing: () => boolean = () => false;
  fastify.addHook('onRequest', (request, reply, done) => {
    if (cache === undefined || closing() || request.method !== 'GET') return done();
    const url = request.url;
    const query = url.indexOf('?');
    const key = keys.get(query < 0 ? url : url.slice(0, query));
    const body = key === undefined ? undefined : cache.fresh(languageKey(key, catalogueLanguageOf(request.headers['accept-language'])));
    if (body === undefined) return done();
    for (const [name, value] of corsHeadersOf(request.headers.origin)) reply.header(name, value);
    sendCacheable(request, reply, body);
  });
  return {
    serveFrom(from, isClosing) {
      cache = from;
      closing = isClosing;
    },
  };
}
