import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_TEST_VALUES } from '@invest/contracts';
import { describeFinding } from '../../services/api/test/security/sensitive-scan.ts';
import { scanDataFolder } from './data-at-rest-scan.ts';
import { scannedDataDir } from './data-dir.ts';
import { recordE2eFigures } from './figures.ts';
import { SAMPLE_AADHAAR, SAMPLE_PANS, SANDBOX_FAILING_AADHAAR, SANDBOX_FAILING_PAN } from './kyc.ts';
import { forgetRequests, readRequests } from './own-origin-requests.ts';
import { scanRequests } from './request-scan.ts';
import { forgetTyped, readTyped, type TypedValues } from './typed-values.ts';

/** The sandbox's test cards: looked for wherever the suite may have typed them. */
const SANDBOX_CARDS = [SANDBOX_TEST_VALUES.approvedCardNumber, SANDBOX_TEST_VALUES.declinedCardNumber, SANDBOX_TEST_VALUES.slowCardNumber];

/** Values the specs type literally, besides those the helpers record as they go. */
const LITERAL_VALUES = [
  ...SANDBOX_CARDS,
  SAMPLE_AADHAAR,
  SANDBOX_FAILING_AADHAAR,
  ...SAMPLE_PANS,
  SANDBOX_FAILING_PAN,
  // onboarding-kyc.spec.ts types an Aadhaar with a wrong check digit.
  '2341 2341 2347',
];

/**
 * No request the browser sent to our own origins (shell, remotes, API) during the run carries a card number or a CVV
 * typed into the gateway's checkout (PCI DSS SAQ-A: card data is entered only on the gateway's origin).
 */
function ownOriginRequestScan(typed: TypedValues): void {
  const requests = readRequests();
  forgetRequests();
  const cards = [...new Set([...SANDBOX_CARDS, ...typed.values.filter((value) => /^\d{13,19}$/.test(value.replace(/[ -]/g, '')))])];
  const findings = scanRequests(requests, { cards, cvvs: typed.cvvs });
  recordE2eFigures('card-data-in-requests-e2e', {
    'browser requests to our origins recorded': requests.length,
    'card numbers and CVVs looked for': cards.length + typed.cvvs.length,
    'card numbers or CVVs found': findings.length,
  });
  console.log(
    `[card data] ${requests.length} browser requests to our origins, ${typed.cvvs.length} CVVs and ${cards.length} card numbers looked for: ${findings.length} found.`,
  );
  // A card typed in the checkout with no request recorded means the recording fixture was not in use: the scan proved nothing.
  if (typed.cvvs.length > 0 && requests.length === 0) {
    throw new Error('[card data] cards were typed in the checkout but no browser request to our origins was recorded: pay through e2e/support/fixtures.ts');
  }
  if (findings.length > 0) {
    const lines = findings.slice(0, 50).map((finding) => `  - ${describeFinding(finding)}`);
    throw new Error(`[card data] ${findings.length} card number(s) or CVV(s) sent to our origins:\n${lines.join('\n')}`);
  }
}

/**
 * After the whole run (the platform still up; it stops nothing): no card number or CVV the suites typed went in a
 * browser request to our origins, and, when the run has a local data folder (not for E2E_BASE_URL alone), no card
 * number, Aadhaar, CVV, clear PAN, OTP or any value the suites typed is in the run's database or in any log of that
 * folder. Fails the run with the list of findings (where, value masked).
 */
export default async function dataAtRestScan(): Promise<void> {
  const typed = readTyped();
  try {
    ownOriginRequestScan(typed);
  } catch (error) {
    forgetTyped();
    throw error;
  }
  const dataDir = scannedDataDir();
  if (dataDir === null) {
    forgetTyped();
    console.log(`[data at rest] not scanned: the run targets ${process.env.E2E_BASE_URL ?? ''}, whose database and logs are not on this machine.`);
    return;
  }
  if (!existsSync(join(dataDir, 'invest.sqlite'))) {
    forgetTyped();
    if (process.env.E2E_REUSE === '1') {
      console.log(`[data at rest] not scanned: the reused platform's data folder is not ${dataDir} (set E2E_DATA_DIR to it).`);
      return;
    }
    throw new Error(`[data at rest] no database at ${join(dataDir, 'invest.sqlite')}: the run's data folder was not used`);
  }
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
