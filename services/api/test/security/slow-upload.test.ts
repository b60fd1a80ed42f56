import { connect } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/create-app.js';
import { FakeClock } from '../support/fake-clock.js';
import { logSink } from '../support/log-sink.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { recordFigures } from './support.js';

/** A body that drips in slower than the request timeout is cut off (408 and the connection closed). */

const TIMEOUT_MS = 1_500;
let database: TestDatabase;
let app: NestFastifyApplication;
let port = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createApp({ env: { NODE_ENV: 'test', ...database.env }, clock: new FakeClock(), logStream: logSink, requestTimeoutMs: TIMEOUT_MS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Sends the headers of a POST, then one byte of its body every `everyMs`, and reports how the server answered. */
function drip(everyMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write('POST /api/otp/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Requested-With: invest-web\r\nContent-Length: 10000\r\n\r\n{');
    const timer = setInterval(() => socket.write(' '), everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => socket.destroy(), TIMEOUT_MS * 8);
  });
}

describe('slow uploads', () => {
  it('a body dripping in is refused once the request timeout has passed', async () => {
    const { answer, closedAfterMs } = await drip(200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS * 4);
    recordFigures('slow-upload', { 'slow uploads cut': 1, 'cut after ms': closedAfterMs });
  });
});
