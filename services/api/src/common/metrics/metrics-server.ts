import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * Serves a registry at GET /metrics on a port of its own (METRICS_PORT), apart from the public API: the proxies in
 * front (the shell's /api proxy, Caddy, an Ingress) only ever forward to the API's own port, so this port is reachable
 * inside the cluster only. Anything else answers 404.
 */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
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
