/**
 * Production posture of serve-app.ts (the shell's and the remotes' web server): which proxies in front of it
 * are believed about the client (SHELL_TRUST_PROXY), what the shell tells the API about the client, the deadlines
 * that keep slow clients from holding connections, and the files it never serves (source maps).
 * Pure, with no imports.
 */

/** Fastify's `trustProxy`: none, a list of addresses/CIDRs/names, or a function of (address, hop). */
export type StaticTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * SHELL_TRUST_PROXY, for the shell and the remotes: the proxies in front whose X-Forwarded-For and -Proto are
 * believed. Unset or `false`: none, the client is the TCP peer. A hop count: that many proxies (`1`: the one
 * load balancer or Caddy in front, which must then be the only way in). Or a comma list of addresses, CIDRs and
 * the names `loopback`, `linklocal`, `uniquelocal` (`10.0.0.0/8`, `loopback`). `true` is refused: every client could
 * then pick the address it is counted as.
 */
export function parseStaticTrustProxy(raw: string | undefined): StaticTrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true')
    throw new Error("SHELL_TRUST_PROXY=true would believe any client about its address: give a hop count (1) or the proxies' addresses/CIDRs.");
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** What Fastify knows about a request once `trustProxy` has been applied. */
export interface TrustedClient {
  /** The client address: the TCP peer, or what the trusted proxies say it is. */
  ip: string;
  protocol: string;
  host: string;
}

/**
 * The X-Forwarded-* headers the shell sends the API: the one client address it trusts, never the list a client sent
 * (which anyone can write), and the protocol and host the client used (from a trusted proxy, or its own).
 */
export function forwardedHeaders(client: TrustedClient): Record<string, string> {
  return { 'x-forwarded-for': client.ip, 'x-forwarded-proto': client.protocol, 'x-forwarded-host': client.host };
}

/** A client has this long to send a whole request, headers and body; then it gets 408 and is disconnected. */
export const STATIC_REQUEST_TIMEOUT_MS = 10_000;
/**
 * An idle keep-alive connection is closed after this long. Longer than the idle time of the proxy in front
 * (deploy/Caddyfile keeps upstream connections 25 s), so the proxy never reuses a connection this end is closing.
 */
export const STATIC_KEEP_ALIVE_TIMEOUT_MS = 30_000;

/**
 * Fastify options bounding how long a client may hold a connection: the whole request within `requestTimeoutMs`
 * (headers included: a slow-loris client that trickles them is cut off), idle keep-alive connections closed after
 * STATIC_KEEP_ALIVE_TIMEOUT_MS. Node checks the request deadlines every `connectionsCheckingInterval` (30 s by
 * default, too coarse for a 10 s deadline), so the check runs at least every second.
 */
export function staticServerDeadlines(requestTimeoutMs = STATIC_REQUEST_TIMEOUT_MS): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: { headersTimeout: number; requestTimeout: number; keepAliveTimeout: number; connectionsCheckingInterval: number };
} {
  const checkEvery = Math.max(50, Math.min(1000, Math.floor(requestTimeoutMs / 4)));
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: STATIC_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: requestTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: STATIC_KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: checkEvery,
    },
  };
}

/**
 * Source maps are never served: production builds emit them hidden (no `sourceMappingURL` in the scripts, see
 * libs/mf/src/webpack-config.ts) for error-reporting tools that are given them, not for every visitor.
 */
export function isSourceMap(url: string): boolean {
  return /\.map(?:\.(?:br|gz))?$/i.test(url.split('?')[0] ?? '');
}

/** HSTS of a year, sent by the shell and the remotes in production (behind TLS). */
export const HSTS_HEADER = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } as const;
