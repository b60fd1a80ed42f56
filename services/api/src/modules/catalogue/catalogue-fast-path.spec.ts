import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { registerCatalogueFastPath } from './catalogue-fast-path.js';
import { cacheableBody } from './http-cache.js';

const cached = cacheableBody({ items: ['from the cache'] });
const cachedInHindi = cacheableBody({ items: ['कैश से'] });

/** A server with the fast path over a cache holding the products' answer, and the controller's route behind it. */
async function serverWith(closing: () => boolean) {
  const server = Fastify();
  const fastPath = registerCatalogueFastPath(server, {
    prefix: 'api',
    corsOrigins: ['https://shell.example'],
    securityHeaders: [['x-content-type-options', 'nosniff']],
  });
  server.get('/api/catalogue/products', async () => ({ items: ['from the controller'] }));
  server.post('/api/catalogue/products', async () => ({ posted: true }));
  fastPath.serveFrom({ fresh: (key) => (key === 'products' ? cached : key === 'hi:products' ? cachedInHindi : undefined) }, closing);
  await server.ready();
  return server;
}

describe('the catalogue fast path', () => {
  it('answers a cached read from the cache, with its ETag and the CORS headers of an allowed origin', async () => {
    const server = await serverWith(() => false);
    const answer = await server.inject({ method: 'GET', url: '/api/catalogue/products?x=1', headers: { origin: 'https://shell.example' } });
    expect(answer.json()).toEqual({ items: ['from the cache'] });
    expect(answer.headers.etag).toBe(cached.tag);
    expect(answer.headers['access-control-allow-origin']).toBe('https://shell.example');
    expect(answer.headers.vary).toBe('Origin, Accept-Language');
    const other = await server.inject({ method: 'GET', url: '/api/catalogue/products', headers: { origin: 'https://other.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toBe('Origin, Accept-Language');
    expect((await server.inject({ method: 'POST', url: '/api/catalogue/products' })).json()).toEqual({ posted: true });
    await server.close();
  });

  it('writes the security headers and the length on a 200, the cache metadata alone on a 304, and the route still logs both', async () => {
    const server = Fastify();
    const finished: Array<[string | undefined, number]> = [];
    // As the metrics and the request line do (http-metrics.ts, request-log.ts): a route's own onResponse hook.
    server.addHook('onRoute', (route) => {
      route.onResponse = [(request, reply, done) => (finished.push([request.routeOptions.url, reply.statusCode]), done())];
    });
    const fastPath = registerCatalogueFastPath(server, { prefix: 'api', corsOrigins: [], securityHeaders: [['x-frame-options', 'SAMEORIGIN']] });
    server.get('/api/catalogue/products', async () => ({ items: ['from the controller'] }));
    fastPath.serveFrom({ fresh: (key) => (key === 'products' ? cached : undefined) }, () => false);
    await server.ready();
    const answer = await server.inject({ method: 'GET', url: '/api/catalogue/products' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(cached.payload.toString('utf8'));
    expect(answer.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(cached.payload.length),
      'cache-control': 'public, max-age=60, must-revalidate',
      vary: 'Origin, Accept-Language',
    });
    const unchanged = await server.inject({ method: 'GET', url: '/api/catalogue/products', headers: { 'if-none-match': `W/${cached.tag}, "other"` } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['x-frame-options']).toBeUndefined();
    expect(unchanged.headers.etag).toBe(cached.tag);
    expect(finished).toEqual([
      ['/api/catalogue/products', 200],
      ['/api/catalogue/products', 304],
    ]);
    await server.close();
  });

  it('leaves every read to the controller once the app is closing', async () => {
    let closing = false;
    const server = await serverWith(() => closing);
    expect((await server.inject({ method: 'GET', url: '/api/catalogue/products' })).json()).toEqual({ items: ['from the cache'] });
    closing = true;
    expect((await server.inject({ method: 'GET', url: '/api/catalogue/products' })).json()).toEqual({ items: ['from the controller'] });
    await server.close();
  });

  it('answers each language from its own entry, as the request’s Accept-Language asks, with its own ETag', async () => {
    const server = await serverWith(() => false);
    const inHindi = await server.inject({ method: 'GET', url: '/api/catalogue/products', headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(inHindi.json()).toEqual({ items: ['कैश से'] });
    expect(inHindi.headers.etag).toBe(cachedInHindi.tag);
    expect(inHindi.headers.vary).toBe('Origin, Accept-Language');
    const english = await server.inject({ method: 'GET', url: '/api/catalogue/products', headers: { 'accept-language': 'en-IN,hi;q=0.5' } });
    expect(english.json()).toEqual({ items: ['from the cache'] });
    const hindiCopy = { 'accept-language': 'hi', 'if-none-match': cachedInHindi.tag };
    expect((await server.inject({ method: 'GET', url: '/api/catalogue/products', headers: hindiCopy })).statusCode).toBe(304);
    const englishCopy = { 'accept-language': 'hi', 'if-none-match': cached.tag };
    expect((await server.inject({ method: 'GET', url: '/api/catalogue/products', headers: englishCopy })).statusCode).toBe(200);
    await server.close();
  });
});
