import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { helmetOptions, registerSecurityHeaders } from './security.js';

async function headersOf(register: (fastify: FastifyInstance) => void, path = '/catalogue'): Promise<Record<string, string>> {
  const server = Fastify();
  register(server);
  server.get('/catalogue', async () => ({ ok: true }));
  server.get('/unchanged', async (_request, reply) => reply.status(304).send());
  await server.listen({ port: 0, host: '127.0.0.1' });
  try {
    const response = await fetch(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}${path}`);
    await response.arrayBuffer();
    return Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive'));
  } finally {
    await server.close();
  }
}

describe('the security headers', () => {
  it("are on every answer exactly as helmet's own middleware, run per request, sets them", async () => {
    const ours = await headersOf(registerSecurityHeaders);
    const helmets = await headersOf((fastify) => {
      const middleware = helmet(helmetOptions);
      fastify.addHook('onRequest', (request, reply, done) => middleware(request.raw, reply.raw, () => done()));
    });
    expect(ours).toEqual(helmets);
    expect(ours['content-security-policy']).toContain("default-src 'none'");
    expect(ours['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('are left off a 304, which carries cache metadata only (RFC 9110 15.4.5)', async () => {
    const ours = await headersOf(registerSecurityHeaders, '/unchanged');
    expect(ours['content-security-policy']).toBeUndefined();
    expect(ours['x-content-type-options']).toBeUndefined();
    expect(await headersOf(registerSecurityHeaders, '/missing')).toMatchObject({ 'x-content-type-options': 'nosniff' });
  });
});
