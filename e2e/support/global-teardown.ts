import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_TEST_VALUES } from '@invest/contracts';
import { describeFinding } from '../../services/api/test/security/sensitive-scan.ts';
import { scanDataFolder } from './data-at-rest-scan.ts';
import { e2eDataDir } from './data-dir.ts';
import { recordE2eFigures } from './figures.ts';
import { SAMPLE_AADHAAR, SAMPLE_PANS, SANDBOX_FAILING_AADHAAR, SANDBOX_FAILING_PAN } from './kyc.ts';
import { forgetTyped, readTyped } from './typed-values.ts';

/** Values the specs type literally, besides those the helpers record as they go. */
const LITERAL_VALUES = [
  SANDBOX_TEST_VALUES.approvedCardNumber,
  SANDBOX_TEST_VALUES.declinedCardNumber,
  SAMPLE_AADHAAR,
  SANDBOX_FAILING_AADHAAR,
  ...SAMPLE_PANS,
  SANDBOX_FAILING_PAN,
  // onboarding-kyc.spec.ts types an Aadhaar with a wrong check digit.
  '2341 2341 2347',
];

/**
 * After the whole run (the platform still up; it stops nothing): no card number, Aadhaar, CVV, clear PAN, OTP or
 * any value the suites typed is in the run's database or in any log of its data folder. Fails the run with the
 * list of findings (where, value masked).
 */
export default async function dataAtRestScan(): Promise<void> {
  const dataDir = e2eDataDir();
  if (!existsSync(join(dataDir, 'invest.sqlite'))) {
    if (process.env.E2E_REUSE === '1') {
      console.log(`[data at rest] not scanned: the reused platform's data folder is not ${dataDir} (set E2E_DATA_DIR to it).`);
      return;
    }
    throw new Error(`[data at rest] no database at ${join(dataDir, 'invest.sqlite')}: the run's data folder was not used`);
  }
  const typed = readTyped();
  const known = { otps: typed.otps, values: [...new Set([...LITERAL_VALUES, ...typed.values])] };
  const result = await scanDataFolder(dataDir, known);
  forgetTyped();
  recordE2eFigures('data-at-rest-e2e', {
    'rows scanned': result.rows,
    'log files': result.logFiles,
    'log lines scanned': result.logLines,
    'typed values and OTPs looked for': known.values.length + known.otps.length,
    'sensitive values found': result.findings.length,
  });
  console.log(
    `[data at rest] ${dataDir}: ${result.rows} rows, ${result.logLines} lines in ${result.logFiles} log files, ` +
      `${known.otps.length} OTPs and ${known.values.length} typed values looked for: ${result.findings.length} found.`,
  );
  if (result.logFiles === 0) throw new Error(`[data at rest] no log file in ${dataDir}: the platform's logs were not written there`);
  if (result.findings.length > 0) {
    const lines = result.findings.slice(0, 50).map((finding) => `  - ${describeFinding(finding)}`);
    throw new Error(`[data at rest] ${result.findings.length} sensitive value(s) at rest after the run:\n${lines.join('\n')}`);
  }
}
