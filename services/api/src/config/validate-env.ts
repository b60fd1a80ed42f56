import { type Env, envSchema } from './env.schema.js';

/** The environment the API reads: process.env, or a record of its own (the tests run several apps in one process). */
export type EnvSource = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment with the zod schema (env.schema.ts); throws a ConfigError listing every problem, one line
 * each, the way main.ts prints it before exiting.
 */
export function validateEnv(source: EnvSource): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment, the API will not start:\n${lines.join('\n')}`);
  }
  return result.data;
}
