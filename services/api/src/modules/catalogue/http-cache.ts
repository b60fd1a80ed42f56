import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Catalogue answers may be cached for a minute and then revalidated with their ETag, so a rate changed
 * in the database reaches browsers within that minute (plus the API's own refresh interval, see
 * catalogue-cache.ts) without redeploying anything.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, must-revalidate';
/** The catalogue's answers are JSON in UTF-8. */
export const CATALOGUE_CONTENT_TYPE = 'application/json; charset=utf-8';
/** The request header the catalogue's answers differ by, besides CORS's Origin: each language has its own bytes. */
const CATALOGUE_VARY = 'Accept-Language';

export function entityTag(payload: string): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
}

/** True when an If-None-Match header lists this tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  // What a browser sends back: the tag it was given, alone.
  if (ifNoneMatch === tag) return true;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => bare(candidate) === bare(tag));
}

/** A body serialised once (UTF-8 bytes, so sending it encodes nothing), with its ETag: what the catalogue cache keeps. */
export interface CacheableBody {
  payload: Buffer;
  tag: string;
}

export function cacheableBody(body: unknown): CacheableBody {
  const json = JSON.stringify(body);
  return { payload: Buffer.from(json, 'utf8'), tag: entityTag(json) };
}

/**
 * `Vary` with Accept-Language added to the values already there (the CORS headers' `Origin`): answers differ by
 * language. The controller's answers (`sendCacheable`) and the fast path's header blocks (catalogue-fast-path.ts) both
 * take it from here.
 */
export function varyWithLanguage(current: readonly string[]): string {
  const names = current
    .join(',')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.some((name) => name.toLowerCase() === CATALOGUE_VARY.toLowerCase() || name === '*') ? names.join(', ') : [...names, CATALOGUE_VARY].join(', ');
}

/**
 * Sends the JSON payload with Cache-Control, ETag and `Vary: Accept-Language` (the catalogue answers in the language
 * asked for: each language has its own bytes and tag), or 304 with no body when the client's copy is current.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, { payload, tag }: CacheableBody): FastifyReply {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary : typeof vary === 'string' ? [vary] : [];
  reply.header('cache-control', CATALOGUE_CACHE_CONTROL).header('etag', tag).header('vary', varyWithLanguage(current));
  if (matchesTag(request.headers['if-none-match'], tag)) return reply.status(304).send();
  return reply.status(200).header('content-type', CATALOGUE_CONTENT_TYPE).send(payload);
}
