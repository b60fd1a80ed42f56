import { mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { isRemoteTarget } from './target.ts';

/** One name per run, shared by the config and the workers (they inherit the environment): names the run's files. */
export function e2eRunId(): string {
  process.env.E2E_RUN_ID ??= process.env.E2E_DATA_DIR ? basename(process.env.E2E_DATA_DIR) : `e2e-${Date.now()}`;
  return process.env.E2E_RUN_ID;
}

/** A fresh embedded-database folder per run, under the ignored data/ folder, shared by config and workers. */
export function e2eDataDir(): string {
  if (!process.env.E2E_DATA_DIR) {
    process.env.E2E_DATA_DIR = join(resolve(import.meta.dirname, '..', '..', 'data'), e2eRunId());
    mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
  }
  return process.env.E2E_DATA_DIR;
}

/**
 * The data folder the end-of-run scan reads: the local platform's (or E2E_DATA_DIR, a reused platform's), and none
 * when the run targets a deployed environment (E2E_BASE_URL), whose database and logs are not on this machine.
 */
export function scannedDataDir(): string | null {
  if (isRemoteTarget() && !process.env.E2E_DATA_DIR) return null;
  return e2eDataDir();
}
