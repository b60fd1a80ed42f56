/**
 * The shell's server metrics (Prometheus, prom-client): how long server renders take by the route's owner, which
 * remotes fell back to their placeholder, and how often the renderer reused a page it had rendered. Served at
 * GET /metrics on METRICS_PORT (default 9465; 0: off), a port of its own that Caddy and the Ingress never forward to.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Histogram, Registry } from 'prom-client';

/** The shell server's registry (one per process). */
export const shellRegistry = new Registry();

/** Where the shell's metrics are served unless METRICS_PORT says otherwise (the API's default is 9464). */
export const DEFAULT_SHELL_METRICS_PORT = 9465;

const registers = [shellRegistry];

export const renderDuration = new Histogram({
  name: 'invest_shell_render_duration_seconds',
  help: "Server renders of a page by its route's owner (a remote, or shell for the shell's own pages) and outcome: rendered, or failed (the browser renders the page).",
  labelNames: ['owner', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5],
  registers,
});

export const remoteFallbacks = new Counter({
  name: 'invest_shell_remote_fallbacks_total',
  help: "Server renders in which a remote's region showed its fallback (the remote was down, late, refused or threw), by remote.",
  labelNames: ['remote'] as const,
  registers,
});

export const pageCache = new Counter({
  name: 'invest_shell_page_cache_total',
  help: 'Public pages the renderer reused (hit) or rendered afresh (miss).',
  labelNames: ['result'] as const,
  registers,
});

/** METRICS_PORT, or the default; 0 turns the endpoint off. */
export function metricsPortFrom(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_SHELL_METRICS_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number (0 turns metrics off), not ${raw}`);
  return port;
}

/** Serves the registry at GET /metrics (anything else: 404). */
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
  return { server, port: (server.address() as AddressInfo).port };
}
