import { ErrorCode } from '@invest/contracts';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { changedTables, freshIp, recordFigures, rowCounts } from './support.js';

/**
 * Slow uploads: a client that sends its headers and then trickles the body (or never sends the rest), or trickles
 * the headers themselves, is answered 408 in the error shape and disconnected once the request deadline has passed,
 * long before it would have finished; nothing it sent is written, and everyone else is still served.
 * The deadline is shortened to 1.5 s here (10 s in the running API).
 */

const DEADLINE_MS = 1500;
let database: TestDatabase;
let api: TestApp;
let port = 0;
const tally = { 'slow clients cut off': 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database, {}, undefined, { requestTimeoutMs: DEADLINE_MS });
  port = Number(new URL(api.baseUrl).port);
}, 60_000);

afterAll(async () => {
  recordFigures('slow-uploads', tally);
  await api?.close();
  await database?.drop();
}, 60_000);

interface SlowClientResult {
  /** What the server sent back before closing. */
  answer: string;
  /** Bytes of the request the client had sent when the server closed the connection. */
  sent: number;
  /** Whether the client had sent its whole request. */
  finished: boolean;
}

/**
 * Sends `head` at once, then `rest` one byte every `everyMs` until the server closes the connection (or the
 * request is all sent, after which it waits for the close).
 */
function trickle(head: string, rest: string, everyMs: number): Promise<SlowClientResult> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent, finished: sent === rest.length });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= rest.length || socket.destroyed) return;
        socket.write(rest[sent] ?? '');
        sent += 1;
      }, everyMs);
    });
    setTimeout(() => reject(new Error(`the server kept a slow client for 20 s (answer so far: ${answer})`)), 20_000).unref();
  });
}

function expectCutOff(result: SlowClientResult): void {
  expectWith(result.finished, 'the server waited for the whole trickled request').toBe(false);
  const [head = '', json = ''] = result.answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 408 /);
  expect(head.toLowerCase()).toContain('content-type: application/json');
  expect(JSON.parse(json)).toEqual({ statusCode: 408, code: ErrorCode.RequestTimeout, message: expect.stringMatching(/too long/) });
  tally['slow clients cut off'] += 1;
}

const requestHead = (length: number): string =>
  `POST /api/otp/generate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nX-Requested-With: invest-web\r\n\r\n`;

describe('slow uploads', () => {
  it('a body trickled one byte at a time is cut off with a 408 in the error shape, and nothing is written', async () => {
    const body = JSON.stringify({ phone: '9876543210', type: 'kyc', pad: 'x'.repeat(400) });
    const before = await rowCounts(api);
    // 400+ bytes at 25 ms each would take more than 10 s: the deadline is 1.5 s.
    expectCutOff(await trickle(requestHead(Buffer.byteLength(body)), body, 25));
    expect(changedTables(before, await rowCounts(api))).toEqual([]);
  });

  it('a body that never arrives (headers, a few bytes, then silence) is cut off with a 408', async () => {
    const body = JSON.stringify({ phone: '9876543210', type: 'kyc' });
    // The rest would go one byte a minute: in effect, never.
    expectCutOff(await trickle(`${requestHead(Buffer.byteLength(body))}${body.slice(0, 12)}`, body.slice(12), 60_000));
  });

  it('headers trickled one byte at a time are cut off with a 408', async () => {
    // About 150 bytes at 50 ms each would take more than 7 s.
    expectCutOff(await trickle('', `${requestHead(2)}{}`, 50));
  });

  it('the API still answers other clients, and a normal upload is unaffected', async () => {
    const client = api.client(freshIp());
    expect((await client.get('/api/health')).status).toBe(200);
    const result = await client.post('/api/otp/generate', { phone: '9876543210', type: 'kyc' });
    expectWith(result.status, result.text).toBe(200);
  });
});
