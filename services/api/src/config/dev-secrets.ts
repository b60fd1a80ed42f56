import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Secrets {
  sessionSecret: string;
  /** Base64 of 32 random bytes (AES-256 key for field encryption). */
  fieldEncryptionKey: string;
  otpPepper: string;
}

export const DEV_SECRETS_FILE = 'dev-secrets.json';

function isSecrets(value: unknown): value is Secrets {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['sessionSecret'] === 'string' && typeof record['fieldEncryptionKey'] === 'string' && typeof record['otpPepper'] === 'string';
}

function generateSecrets(): Secrets {
  return {
    sessionSecret: randomBytes(48).toString('base64url'),
    fieldEncryptionKey: randomBytes(32).toString('base64'),
    otpPepper: randomBytes(32).toString('base64url'),
  };
}

/**
 * Development and test only: secrets generated on first start and kept in
 * `<DATA_DIR>/dev-secrets.json` (mode 0600), so a restart keeps sessions and OTP hashes valid.
 */
export function loadOrCreateDevSecrets(dataDir: string): Secrets {
  const file = join(dataDir, DEV_SECRETS_FILE);
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isSecrets(parsed)) return parsed;
  } catch {
    // Missing or unreadable: generate a new set below.
  }
  const secrets = generateSecrets();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
