import { PRODUCT_PAGE_KEYS, type ProductPageSlug } from '@invest/contracts';
import type { FastifyInstance } from 'fastify';
import { simpleCorsHeaders } from '../../common/http/security.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { catalogueLanguageOf, languageKey } from './catalogue-language.js';
import { CATALOGUE_CACHE_CONTROL, CATALOGUE_CONTENT_TYPE, type CacheableBody, matchesTag, varyWithLanguage } from './http-cache.js';

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

export interface CatalogueFastPathOptions {
  /** The routes' prefix (`api`). */
  prefix: string;
  /** The origins allowed by app.enableCors. */
  corsOrigins: readonly string[];
  /** The security headers every answer but a 304 carries (security.ts' `securityHeaders()`). */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
}

type HeaderList = ReadonlyArray<readonly [string, string]>;

/** One cached answer's two header blocks for one CORS variant, as Node's writeHead takes them (names and values in turn). */
interface PreparedAnswer {
  ok: string[];
  notModified: string[];
}

/**
 * Answers the catalogue's public reads from the cache in the first onRequest hook of the whole server, before NestJS's
 * hooks, middleware, router, guards, interceptors and rxjs (they cost several times the sending of the bytes:
 * bench/RESULTS.md). It sends what the controller sends (`sendCacheable`: the same bytes, ETag, Cache-Control, Vary,
 * 304) with what the app puts on every answer: the CORS headers of app.enableCors (`simpleCorsHeaders`, since its hook
 * comes later), the security headers on all but a 304 (security.ts), and the answer's own Cache-Control (public: no
 * session is read and no cookie set, so no-store.ts would keep it). Each answer's header block is worked out once per
 * cached body and CORS variant, and written with the body straight to Node's response (the reply hijacked): Fastify's
 * send and onSend hooks, and setting ~20 headers one by one, were about a seventh of the CPU of a cached 304
 * (bench/RESULTS.md). The route's onResponse hooks still run when the answer is finished: the metrics and the request
 * line. The answer is the one of the request's language (Accept-Language, catalogue-language.ts). A path written any
 * other way (a query string aside), an answer not in the cache or older than CATALOGUE_REFRESH_MS, and anything once
 * the server is closing (whose answers say `Connection: close`), go on to the controller.
 *
 * Register it on the Fastify instance before NestJS's adapter adds its own hooks (create-app.ts), then call `serveFrom`.
 */
export function registerCatalogueFastPath(fastify: FastifyInstance, options: CatalogueFastPathOptions): CatalogueFastPath {
  const base = `/${options.prefix}/catalogue/`;
  const keys = new Map([...cachedReads()].map(([path, key]) => [base + path, key]));
  const corsHeadersOf = simpleCorsHeaders(options.corsOrigins);
  const prepared = new WeakMap<CacheableBody, Map<HeaderList, PreparedAnswer>>();
  const answerOf = (body: CacheableBody, cors: HeaderList): PreparedAnswer => {
    let byCors = prepared.get(body);
    if (byCors === undefined) prepared.set(body, (byCors = new Map()));
    let answer = byCors.get(cors);
    if (answer === undefined) byCors.set(cors, (answer = prepareAnswer(body, cors, options.securityHeaders)));
    return answer;
  };
  let cache: Pick<CatalogueCache, 'fresh'> | undefined;
  let closing: () => boolean = () => false;
  fastify.addHook('onRequest', (request, reply, done) => {
    if (cache === undefined || closing() || request.method !== 'GET') return done();
    const url = request.url;
    const query = url.indexOf('?');
    const key = keys.get(query < 0 ? url : url.slice(0, query));
    const body = key === undefined ? undefined : cache.fresh(languageKey(key, catalogueLanguageOf(request.headers['accept-language'])));
    if (body === undefined) return done();
    const answer = answerOf(body, corsHeadersOf(request.headers.origin));
    const response = reply.hijack().raw;
    if (matchesTag(request.headers['if-none-match'], body.tag)) response.writeHead(304, answer.notModified).end();
    else response.writeHead(200, answer.ok).end(body.payload);
  });
  return {
    serveFrom(from, isClosing) {
      cache = from;
      closing = isClosing;
    },
  };
}

/**
 * The headers of a cached answer sent from the cache: the CORS variant's (its `Vary: Origin` joined with the
 * catalogue's `Accept-Language`), the cache metadata, and for a 200 the security headers, the content's type and length.
 */
function prepareAnswer(body: CacheableBody, cors: HeaderList, security: HeaderList): PreparedAnswer {
  const vary = cors.filter(([name]) => name === 'vary').map(([, value]) => value);
  const corsRest = cors.filter(([name]) => name !== 'vary');
  const cacheMetadata: HeaderList = [['vary', varyWithLanguage(vary)], ...corsRest, ['cache-control', CATALOGUE_CACHE_CONTROL], ['etag', body.tag]];
  const content: HeaderList = [
    ['content-type', CATALOGUE_CONTENT_TYPE],
    ['content-length', String(body.payload.length)],
  ];
  return { ok: [...cacheMetadata, ...security, ...content].flat(), notModified: cacheMetadata.flat() };
}
