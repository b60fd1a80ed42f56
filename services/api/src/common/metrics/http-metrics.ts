import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';
import type { Histogram } from 'prom-client';
import { httpRequestDuration } from './api-metrics.js';

type Observer = ReturnType<Histogram<'method' | 'route' | 'status'>['labels']>;

/**
 * Times every request by route template and status: each route gets its own onResponse hook when it is registered
 * (so its method and template are known once, not read per request), holding the histogram's child for each status
 * it has answered. A request then costs one map lookup and one observation. Call before the routes are registered
 * (before `app.init()`).
 */
export function registerHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'HEAD')) return;
    const method = methods.filter((name) => name !== 'HEAD').join(',');
    const byStatus = new Map<number, Observer>();
    const record: onResponseHookHandler = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      let observer = byStatus.get(reply.statusCode);
      if (observer === undefined) {
        observer = httpRequestDuration.labels(method, route.url, String(reply.statusCode));
        byStatus.set(reply.statusCode, observer);
      }
      observer.observe(reply.elapsedTime / 1000);
      done();
    };
    const existing = route.onResponse;
    route.onResponse = existing === undefined ? [record] : Array.isArray(existing) ? [...existing, record] : [existing, record];
  });
}
