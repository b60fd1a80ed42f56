import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { registerCloseOnShutdown } from './close-on-shutdown.js';

/**
 * A request still being handled when the server starts closing (the gateway's webhook in a restart): its answer ends
 * the connection, and the close is done once it is answered, not after Fastify's 72 s keep-alive time.
 */
describe('closing the server while a request is being handled', () => {
  it('answers it with Connection: close and finishes closing right after', async () => {
    const server = Fastify();
    registerCloseOnShutdown(server);
    let handling!: () => void;
    const started = new Promise<void>((resolve) => (handling = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The handler answers only once the server is closing.
    server.addHook('preClose', (done) => {
      answer();
      done();
    });
    server.post('/webhook', async () => {
      handling();
      await answered;
      return { status: 'processed' };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;

    const response = fetch(`http://127.0.0.1:${port}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await started;
    const startedClosing = Date.now();
    const closed = server.close();
    const received = await response;
    expect(received.status).toBe(200);
    expect(received.headers.get('connection')).toBe('close');
    expect(await received.json()).toEqual({ status: 'processed' });
    await closed;
    expect(Date.now() - startedClosing).toBeLessThan(5_000);
  });

  it('keeps connections alive while the server runs', async () => {
    const server = Fastify();
    registerCloseOnShutdown(server);
    server.get('/health', async () => ({ ok: true }));
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const received = await fetch(`http://127.0.0.1:${port}/health`);
    await received.arrayBuffer();
    expect(received.headers.get('connection')).toBe('keep-alive');
    await server.close();
  });
});
