import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateDevSecrets } from './dev-secrets.js';
import { RAZORPAY_LIVE_API_URL, SANDBOX_GATEWAY } from '@invest/contracts';
import { EMBEDDED_DATABASE_URL, type Env, envSchema, type LogLevel } from './env.schema.js';
import { kycProviderConfig, type KycProviderConfig, smsProviderConfig, type SmsProviderConfig } from './identity-providers-config.js';
import { payoutsConfig, type PayoutsConfig } from './payouts-config.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

export type DatabaseConfig = { kind: 'mysql'; url: string } | { kind: 'sqljs'; file: string };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  corsOrigins: string[];
  logLevel: LogLevel;
  otpIpLimit: number;
  trustProxy: TrustProxy;
  /** Swagger UI at /api/docs and the document at /api/docs-json (API_DOCS; off in production by default). */
  apiDocs: boolean;
  sessionSecret: string;
  fieldEncryptionKey: Buffer;
  otpPepper: string;
  gateway: GatewayConfig;
  /** RazorpayX (payouts, bank-account validation) and the IFSC lookup, or the stand-in. */
  payouts: PayoutsConfig;
  /** MSG91 (or its stand-in): where OTP texts go. */
  sms: SmsProviderConfig;
  /** Cashfree Verification (or its stand-in): Aadhaar OTP e-KYC and PAN. */
  kyc: KycProviderConfig;
  /** Stand-ins were named explicitly (ALLOW_SANDBOX=true). */
  allowSandbox: boolean;
  /** TEST_CLOCK_FILE (never in production): the file the clock reads its time from; null: real time. */
  testClockFile: string | null;
}

/** The Razorpay account the API talks to: Razorpay itself, or the local stand-in that speaks its protocol. */
export interface GatewayConfig {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** True when apiUrl is not Razorpay's own (the UI then says "Sandbox payments"). */
  sandbox: boolean;
  merchantName: string;
}

/** `<repo>/data`: this file sits at services/api/{src,dist}/config/. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, 'data');

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses and validates the environment once; throws a ConfigError listing every problem. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment, the API will not start:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const dataDir = env.DATA_DIR
    ? isAbsolute(env.DATA_DIR)
      ? env.DATA_DIR
      : resolve(process.cwd(), env.DATA_DIR)
    : DEFAULT_DATA_DIR;
  const isProduction = env.NODE_ENV === 'production';
  const needsDevSecrets = !env.SESSION_SECRET || !env.FIELD_ENCRYPTION_KEY || !env.OTP_PEPPER;
  const dev = !isProduction && needsDevSecrets ? loadOrCreateDevSecrets(dataDir) : undefined;
  // In production the schema guarantees all three are set, so `dev` is never needed there.
  const sessionSecret = env.SESSION_SECRET ?? dev?.sessionSecret ?? '';
  const fieldKey = env.FIELD_ENCRYPTION_KEY ?? dev?.fieldEncryptionKey ?? '';
  const otpPepper = env.OTP_PEPPER ?? dev?.otpPepper ?? '';
  const gateway = gatewayConfig(env, isProduction);
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL && env.DATABASE_URL !== EMBEDDED_DATABASE_URL
      ? { kind: 'mysql', url: env.DATABASE_URL }
      : { kind: 'sqljs', file: resolve(dataDir, 'invest.sqlite') },
    corsOrigins: env.CORS_ORIGINS,
    logLevel: env.LOG_LEVEL,
    otpIpLimit: env.OTP_IP_LIMIT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: env.API_DOCS === undefined ? !isProduction : env.API_DOCS === 'true',
    sessionSecret,
    fieldEncryptionKey: Buffer.from(fieldKey, 'base64'),
    otpPepper,
    gateway,
    payouts: payoutsConfig(env, gateway),
    sms: smsProviderConfig(env, isProduction),
    kyc: kycProviderConfig(env, isProduction),
    allowSandbox: env.ALLOW_SANDBOX,
    testClockFile: env.TEST_CLOCK_FILE === undefined ? null : isAbsolute(env.TEST_CLOCK_FILE) ? env.TEST_CLOCK_FILE : resolve(process.cwd(), env.TEST_CLOCK_FILE),
  };
}

/** Production: the keys from the environment (the schema requires them). Elsewhere: the local stand-in's. */
function gatewayConfig(env: Env, isProduction: boolean): GatewayConfig {
  const apiUrl = env.RAZORPAY_API_URL ?? (isProduction ? RAZORPAY_LIVE_API_URL : `http://127.0.0.1:${SANDBOX_GATEWAY.port}`);
  return {
    apiUrl,
    keyId: env.RAZORPAY_KEY_ID ?? SANDBOX_GATEWAY.keyId,
    keySecret: env.RAZORPAY_KEY_SECRET ?? SANDBOX_GATEWAY.keySecret,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? SANDBOX_GATEWAY.webhookSecret,
    sandbox: apiUrl !== RAZORPAY_LIVE_API_URL,
    merchantName: env.PAYMENTS_MERCHANT_NAME,
  };
}
