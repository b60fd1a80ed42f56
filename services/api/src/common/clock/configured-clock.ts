import { Logger } from '@nestjs/common';
import { type Clock, systemClock } from './clock.js';
import { FileClock } from './file-clock.js';

/**
 * The API's time source: real time, or under TEST_CLOCK_FILE (test only; the configuration refuses it in
 * production) the time that file names, so an end-to-end run can move the API to a payout date.
 */
export function configuredClock(testClockFile: string | null): Clock {
  if (testClockFile === null) return systemClock;
  const logger = new Logger('Clock');
  logger.warn(`The clock reads TEST_CLOCK_FILE (${testClockFile}): a test-only setting.`);
  return new FileClock(testClockFile, Date.now, (message) => logger.warn(message));
}
