import { z } from 'zod';

/** Treat `VAR=` (set but empty) the same as an unset variable. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isBase64Key32(value: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * The environment the API reads, validated once at boot. Defaults are for local development;
 * production refuses to start without its three secrets (see `superRefine`).
 */
export const envSchema = z
  .object({
    NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: optionalString.default('0.0.0.0'),
    DATABASE_URL: optionalString.refine(
      (value) => value === undefined || /^mysql:\/\/.+/.test(value),
      'DATABASE_URL must be a mysql:// URL (leave it unset for the embedded database).',
    ),
    DATA_DIR: optionalString,
    CORS_ORIGINS: optionalString
      .default('http://localhost:8080')
      .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
      .refine((origins) => !origins.includes('*'), 'CORS_ORIGINS may not contain "*" (credentials are allowed).')
      .refine((origins) => origins.every(isOrigin), 'CORS_ORIGINS must be a comma list of origins like http://localhost:8080.'),
    LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default('info')),
    OTP_IP_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(30)),
    TRUST_PROXY: optionalString.default('loopback'),
    SESSION_SECRET: optionalString.refine(
      (value) => value === undefined || value.length >= 32,
      'SESSION_SECRET must be at least 32 characters.',
    ),
    FIELD_ENCRYPTION_KEY: optionalString.refine(
      (value) => value === undefined || isBase64Key32(value),
      'FIELD_ENCRYPTION_KEY must be 32 bytes encoded as base64 (openssl rand -base64 32).',
    ),
    OTP_PEPPER: optionalString.refine(
      (value) => value === undefined || value.length >= 16,
      'OTP_PEPPER must be at least 16 characters.',
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['SESSION_SECRET', 'FIELD_ENCRYPTION_KEY', 'OTP_PEPPER'] as const) {
      if (env[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when NODE_ENV=production.` });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;
export type LogLevel = (typeof LOG_LEVELS)[number];
