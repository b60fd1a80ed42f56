import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { registerCatalogueFastPath } from './catalogue-fast-path.js';
import { cacheableBody } from './http-cache.js';

const cached = cacheableBody({ items: ['from the cache'] });
const cachedInHindi = cacheableBody({ items: ['कैश से'] });

/** A server with the fast path over a cache holding the products' answer, and the controller's route behind it. */
async function serverWith(closing: () => boolean) {
  const server = Fastify();
  const fastPath = registerCatalogueFastPath(server, 'api', ['https://shell.example']);
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
