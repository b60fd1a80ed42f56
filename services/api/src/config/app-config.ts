import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateDevSecrets } from './dev-secrets.js';
import { envSchema, type LogLevel } from './env.schema.js';
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
  sessionSecret: string;
  fieldEncryptionKey: Buffer;
  otpPepper: string;
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
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'mysql', url: env.DATABASE_URL }
      : { kind: 'sqljs', file: resolve(dataDir, 'invest.sqlite') },
    corsOrigins: env.CORS_ORIGINS,
    logLevel: env.LOG_LEVEL,
    otpIpLimit: env.OTP_IP_LIMIT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionSecret,
    fieldEncryptionKey: Buffer.from(fieldKey, 'base64'),
    otpPepper,
  };
}
