import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Leaves one row of the security/reliability figures table (printed by services/api/test/reliability/run-suite.ts). */
export function recordE2eFigures(suite: string, figures: Record<string, number>): void {
  const dir = process.env.FIGURES_DIR || join(tmpdir(), 'invest-figures');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${suite}.browser.json`), JSON.stringify({ suite, project: 'browser', figures }));
}
