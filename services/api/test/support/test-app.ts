import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { SmsOutboxMessage } from '@invest/contracts';
import { createApp, type CreateAppOptions } from '../../src/create-app.js';
import { FakeClock } from './fake-clock.js';
import { HttpClient } from './http-client.js';
import { logSink } from './log-sink.js';
import type { TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  clock: FakeClock;
  client(ip?: string): HttpClient;
  close(): Promise<void>;
}

/** Starts the real app (createApp) on an ephemeral port over a test database. */
export async function startTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  clock = new FakeClock(),
  options: Pick<CreateAppOptions, 'requestTimeoutMs'> = {},
): Promise<TestApp> {
  const app = await createApp({
    env: { NODE_ENV: 'test', LOG_LEVEL: 'debug', ...database.env, ...env },
    clock,
    logStream: logSink,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (address === null || typeof address === 'string') throw new Error('The test app has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return { app, baseUrl, clock, client: (ip) => new HttpClient(baseUrl, ip), close: () => app.close() };
}

let phoneCounter = Math.floor(Math.random() * 1_000_000);

/** A valid, unused-looking Indian mobile number. */
export function newPhone(): string {
  phoneCounter = (phoneCounter + 7919) % 1_000_000_000;
  return `9${String(phoneCounter).padStart(9, '0')}`;
}

/** Reads the newest OTP sent to `phone` through the development outbox route. */
export async function readOtp(client: HttpClient, phone: string): Promise<string> {
  const result = await client.get<SmsOutboxMessage[]>(`/api/dev/sms-outbox?phone=${phone}`);
  const body = result.body[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No OTP in the outbox for ${phone}: ${result.text}`);
  return code;
}

/** Generate → read outbox → verify: a signed-in client. */
export async function signIn(client: HttpClient, phone = newPhone()): Promise<string> {
  const generated = await client.post('/api/otp/generate', { phone, type: 'kyc' });
  if (generated.status !== 200) throw new Error(`generate failed: ${generated.status} ${generated.text}`);
  const otp = await readOtp(client, phone);
  const verified = await client.post('/api/otp/verify', { phone, otp });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  return phone;
}
