import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp, type CreateAppOptions } from '../../src/create-app.js';
import { FakeClock } from './fake-clock.js';
import { type SandboxGateway, startGateway } from './gateway.js';
import { HttpClient } from './http-client.js';
import { identityEnv, latestOtpIn, type SandboxIdentity, startIdentity } from './identity.js';
import { logSink } from './log-sink.js';
import type { TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  clock: FakeClock;
  /** The Razorpay stand-in this app's real Razorpay adapter talks to (its webhooks come back to this app). */
  gateway: SandboxGateway;
  /** The MSG91 + Cashfree stand-in this app's real SMS and KYC adapters talk to (its inbox holds the OTPs). */
  identity: SandboxIdentity;
  client(ip?: string): HttpClient;
  close(): Promise<void>;
}

/** Starts the real app (createApp) on an ephemeral port over a test database. */
export async function startTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  clock = new FakeClock(),
  options: Pick<CreateAppOptions, 'requestTimeoutMs'> & {
    /** A running identity stand-in to use (a phone's inbox kept across an app's restart); closed by its owner, not here. */
    identity?: SandboxIdentity;
  } = {},
): Promise<TestApp> {
  const { identity: shared, ...appOptions } = options;
  const gateway = await startGateway();
  const identity = shared ?? (await startIdentity());
  const closeIdentity = () => (shared ? Promise.resolve() : identity.close());
  let app: NestFastifyApplication;
  try {
    app = await createApp({
      env: { NODE_ENV: 'test', LOG_LEVEL: 'debug', RAZORPAY_API_URL: gateway.url, ...identityEnv(identity), ...database.env, ...env },
      clock,
      logStream: logSink,
      ...appOptions,
    });
  } catch (error) {
    // A refused configuration (e.g. production with stand-ins): nothing may keep running.
    await Promise.all([gateway.close(), closeIdentity()]);
    throw error;
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (address === null || typeof address === 'string') throw new Error('The test app has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  gateway.setWebhookUrl(`${baseUrl}/api/payments/webhook`);
  inboxes.set(baseUrl, identity);
  return {
    app,
    baseUrl,
    clock,
    gateway,
    identity,
    client: (ip) => new HttpClient(baseUrl, ip),
    close: async () => {
      inboxes.delete(baseUrl);
      await app.close();
      await gateway.close();
      await closeIdentity();
    },
  };
}

let phoneCounter = Math.floor(Math.random() * 1_000_000);

/** A valid, unused-looking Indian mobile number. */
export function newPhone(): string {
  phoneCounter = (phoneCounter + 7919) % 1_000_000_000;
  return `9${String(phoneCounter).padStart(9, '0')}`;
}

/** The identity stand-in of each running test app, by the app's base URL (what a client talks to). */
const inboxes = new Map<string, SandboxIdentity>();

/**
 * Reads the newest OTP texted to `phone` by the app `client` talks to: from its SMS stand-in's inbox (GET /inbox, as QA
 * and the e2e suites do), never from the API.
 */
export async function readOtp(client: HttpClient, phone: string): Promise<string> {
  const identity = inboxes.get(client.baseUrl);
  if (!identity) throw new Error(`No identity stand-in for ${client.baseUrl}`);
  return latestOtpIn(identity, phone);
}

/** Generate → read the stand-in's inbox → verify: a signed-in client. */
export async function signIn(client: HttpClient, phone = newPhone()): Promise<string> {
  const generated = await client.post('/api/otp/generate', { phone, type: 'kyc' });
  if (generated.status !== 200) throw new Error(`generate failed: ${generated.status} ${generated.text}`);
  const otp = await readOtp(client, phone);
  const verified = await client.post('/api/otp/verify', { phone, otp });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  return phone;
}
