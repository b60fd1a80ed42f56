import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from './data-dir.ts';

/**
 * The API's test clock (its TEST_CLOCK_FILE setting, refused in production): the e2e platform starts the API with
 * this file, and the clock reads the instant written in it (running on from when it was written), or real time
 * while it is empty. The API re-reads the file at most every 200 ms.
 */
export function apiClockFile(): string {
  return join(e2eDataDir(), 'api-clock');
}

const REREAD_MS = 250;

export async function setApiClock(at: Date): Promise<void> {
  writeFileSync(apiClockFile(), `${at.toISOString()}\n`);
  await new Promise((done) => setTimeout(done, REREAD_MS));
}

export async function resetApiClock(): Promise<void> {
  writeFileSync(apiClockFile(), '');
  await new Promise((done) => setTimeout(done, REREAD_MS));
}
