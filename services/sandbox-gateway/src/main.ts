/**
 * `node services/sandbox-gateway/src/main.ts`: the Razorpay (payments and RazorpayX payouts) stand-in for `npm start`
 * and the compose sandbox profile, configured from the environment (see README.md). Development, e2e and staging only.
 */
import { SANDBOX_GATEWAY } from '@invest/contracts';
import { type LogLevel, startSandboxGateway } from './server.ts';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function setting(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function portFrom(value: string | undefined): number {
  if (value === undefined) return SANDBOX_GATEWAY.port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, not "${value}".`);
  return port;
}

function logLevelFrom(value: string | undefined): LogLevel {
  if (value === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  return level;
}

const port = portFrom(setting('PORT'));
const gateway = await startSandboxGateway({
  port,
  host: setting('HOST') ?? '127.0.0.1',
  keyId: setting('SANDBOX_GATEWAY_KEY_ID') ?? SANDBOX_GATEWAY.keyId,
  keySecret: setting('SANDBOX_GATEWAY_KEY_SECRET') ?? SANDBOX_GATEWAY.keySecret,
  webhookSecret: setting('SANDBOX_GATEWAY_WEBHOOK_SECRET') ?? SANDBOX_GATEWAY.webhookSecret,
  webhookUrl: setting('SANDBOX_GATEWAY_WEBHOOK_URL') ?? 'http://127.0.0.1:3000/api/payments/webhook',
  // Browsers reach it at localhost by default (the shell's origin is http://localhost:8080).
  publicUrl: setting('SANDBOX_GATEWAY_PUBLIC_URL') ?? (port === 0 ? undefined : `http://localhost:${port}`),
  frameAncestors: (setting('SANDBOX_GATEWAY_FRAME_ANCESTORS') ?? 'http://localhost:8080')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  logLevel: logLevelFrom(setting('LOG_LEVEL')),
});

console.log(
  `[sandbox-gateway] Razorpay and RazorpayX stand-in listening on ${gateway.url} (checkout at ${gateway.publicUrl}/v1/checkout.js, IFSC lookup at ${gateway.url}/ifsc; state in memory; not for production)`,
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await gateway.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
