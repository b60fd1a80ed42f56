import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { registerCatalogueFastPath } from './catalogue-fast-path.js';
import { cacheableBody } from './http-cache.js';

const cached = cacheableBody({ items: ['from the cache'] });

/** A server with the fast path over a cache holding the products' answer, and the controller's route behind it. */
async function serverWith(closing: () => boolean) {
  const server = Fastify();
  const fastPath = registerCatalogueFastPath(server, 'api', ['https://shell.example']);
  server.get('/api/catalogue/products', async () => ({ items: ['from the controller'] }));
  server.post('/api/catalogue/products', async () => ({ posted: true }));
  fastPath.serveFrom({ fresh: (key) => (key === 'products' ? cached : undefined) }, closing);
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
    expect(answer.headers.vary).toBe('Origin');
    const other = await server.inject({ method: 'GET', url: '/api/catalogue/products', headers: { origin: 'https://other.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toBe('Origin');
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
});
