import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateDevSecrets } from './dev-secrets.js';
import { EMBEDDED_DATABASE_URL, type Env, type LogLevel } from './env.schema.js';
import { gatewayConfig, type GatewayConfig } from './gateway-config.js';
import { kycProviderConfig, type KycProviderConfig, smsProviderConfig, type SmsProviderConfig } from './identity-providers-config.js';
import { marketPricesConfig, type MarketPricesConfig } from './market-prices-config.js';
import { payoutsConfig, type PayoutsConfig } from './payouts-config.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';
import { type EnvSource, validateEnv } from './validate-env.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

export type DatabaseConfig = { kind: 'mysql'; url: string } | { kind: 'sqljs'; file: string };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Where Prometheus scrapes GET /metrics (METRICS_PORT; 0: not served). */
  metricsPort: number;
  dataDir: string;
  database: DatabaseConfig;
  corsOrigins: string[];
  logLevel: LogLevel;
  otpIpLimit: number;
  /** OTP sends (and, separately, checks) a minute across every client. */
  otpGlobalLimit: number;
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
  /** AMFI NAVs and the gold price (or the stand-in's): the catalogue's dated prices of market-linked plans. */
  marketPrices: MarketPricesConfig;
  /** Stand-ins were named explicitly (ALLOW_SANDBOX=true). */
  allowSandbox: boolean;
  /** TEST_CLOCK_FILE (never in production): the file the clock reads its time from; null: real time. */
  testClockFile: string | null;
}

/** `<repo>/data`: this file sits at services/api/{src,dist}/config/. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, 'data');

/** Validates the environment (zod: a ConfigError listing every problem) and derives the typed configuration from it. */
export function loadConfig(source: EnvSource = process.env): AppConfig {
  return appConfigOf(validateEnv(source));
}

/** The typed configuration of a validated environment: paths resolved, development secrets filled in, stand-ins named. */
export function appConfigOf(env: Env): AppConfig {
  const dataDir = env.DATA_DIR ? (isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR)) : DEFAULT_DATA_DIR;
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
    metricsPort: env.METRICS_PORT,
    dataDir,
    database:
      env.DATABASE_URL && env.DATABASE_URL !== EMBEDDED_DATABASE_URL
        ? { kind: 'mysql', url: env.DATABASE_URL }
        : { kind: 'sqljs', file: resolve(dataDir, 'invest.sqlite') },
    corsOrigins: env.CORS_ORIGINS,
    logLevel: env.LOG_LEVEL,
    otpIpLimit: env.OTP_IP_LIMIT,
    otpGlobalLimit: env.OTP_GLOBAL_LIMIT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: env.API_DOCS === undefined ? !isProduction : env.API_DOCS === 'true',
    sessionSecret,
    fieldEncryptionKey: Buffer.from(fieldKey, 'base64'),
    otpPepper,
    gateway,
    payouts: payoutsConfig(env, gateway),
    sms: smsProviderConfig(env, isProduction),
    kyc: kycProviderConfig(env, isProduction),
    marketPrices: marketPricesConfig(env, isProduction),
    allowSandbox: env.ALLOW_SANDBOX,
    testClockFile:
      env.TEST_CLOCK_FILE === undefined ? null : isAbsolute(env.TEST_CLOCK_FILE) ? env.TEST_CLOCK_FILE : resolve(process.cwd(), env.TEST_CLOCK_FILE),
  };
}
