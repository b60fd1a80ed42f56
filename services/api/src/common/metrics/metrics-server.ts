import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** What an internal route answers. */
export interface InternalAnswer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

/** An ops endpoint of the internal port: GET only, given the query string. */
export type InternalRoute = (query: URLSearchParams) => Promise<InternalAnswer>;

/**
 * Serves a registry at GET /metrics, and the ops endpoints given (`routes`, by path), on a port of its own
 * (METRICS_PORT), apart from the public API: the proxies in front (the shell's /api proxy, Caddy, an Ingress) only
 * ever forward to the API's own port, so this port is reachable inside the cluster only. Anything else answers 404.
 * Nothing here is logged: an ops answer may carry personal data (the TDS return's PANs).
 */
export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
  routes: Readonly<Record<string, InternalRoute>> = {},
): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://internal');
    const route = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
    if (request.method === 'GET' && route) {
      route(url.searchParams).then(
        (answer) => response.writeHead(answer.status, { ...answer.headers, 'content-type': answer.contentType, 'cache-control': 'no-store' }).end(answer.body),
        () => response.writeHead(500, { 'content-type': 'text/plain' }).end('internal error'),
      );
      return;
    }
    if (request.method !== 'GET' || url.pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.unref();
  return { server, port: (server.address() as AddressInfo).port };
}
