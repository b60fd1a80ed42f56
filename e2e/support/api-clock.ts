import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from './data-dir.ts';
import { mustRunAlone } from './exclusive.ts';

/**
 * The API's test clock (its TEST_CLOCK_FILE setting, refused in production): the e2e platform starts the API with
 * this file, and the clock reads the instant written in it (running on from when it was written), or real time
 * while it is empty. The API re-reads the file at most every 200 ms. Moved only from a spec of the exclusive project
 * (support/exclusive.ts): every request of every test is judged at the clock's instant.
 */
export function apiClockFile(): string {
  return join(e2eDataDir(), 'api-clock');
}

const REREAD_MS = 250;

export async function setApiClock(at: Date): Promise<void> {
  mustRunAlone("moving the API's test clock");
  writeFileSync(apiClockFile(), `${at.toISOString()}\n`);
  await new Promise((done) => setTimeout(done, REREAD_MS));
}

export async function resetApiClock(): Promise<void> {
  mustRunAlone("resetting the API's test clock");
  writeFileSync(apiClockFile(), '');
  await new Promise((done) => setTimeout(done, REREAD_MS));
}

/**
 * An instant on a day the stand-in's AMFI feed publishes a NAV (Monday to Friday in India): now on such a day, else
 * noon in India on the next Monday. A fund bought on a Saturday or Sunday in India gets its units at Monday's NAV,
 * once that is published, so a test that needs them at once sets the API's clock to this first.
 */
export function navPublishingInstant(now = new Date()): Date {
  const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).getUTCDay();
  if (indiaDay(now) !== 0 && indiaDay(now) !== 6) return now;
  const india = new Date(now.getTime() + 330 * 60_000);
  const monday = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()));
  while (monday.getUTCDay() !== 1) monday.setUTCDate(monday.getUTCDate() + 1);
  // Noon in India is 06:30 UTC.
  return new Date(monday.getTime() + 6.5 * 3_600_000);
}
