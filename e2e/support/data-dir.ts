import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A fresh embedded-database folder per run, under the ignored data/ folder, shared by config and workers. */
export function e2eDataDir(): string {
  if (!process.env.E2E_DATA_DIR) {
    process.env.E2E_DATA_DIR = join(resolve(import.meta.dirname, '..', '..', 'data'), `e2e-${Date.now()}`);
    mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
  }
  return process.env.E2E_DATA_DIR;
}
