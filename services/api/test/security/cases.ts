import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Who may hold and move money: the cases the security suite's table reports, one row each per database project.
 * A row counts the checks that passed: `caseChecked` is called in the test itself, after the assertions that prove
 * the case, so a failing assertion records nothing, and `npm run test:security` fails on a case without its row.
 */
export const SECURITY_CASES = {
  onePanPerInvestor: 'one PAN per investor: a PAN on another account refused after the Aadhaar OTP',
  panAadhaarLink: 'PAN-Aadhaar link: not linked and inoperative PANs refused',
  thirdPartyValidation: 'TPV: orders name the own account; a payment from another account refused',
  upiNameMismatch: 'UPI ID registered in another name refused before any order',
  oneTimeUpi: 'lump sum by one-time UPI, no mandate',
  nameMatchInitials: 'name match: an initial never stands for a first name',
  payoutAccountChange: 'payout-account change: phone OTP, notice text, cooling-off',
  otpLimits: 'OTP limits: failures against the live code, per-address and global limits, sign-in and contact codes apart',
  aadhaarOtpCounter: 'Aadhaar OTP attempts: conditional update under concurrent guesses',
  sandboxValuesRefused: 'production refuses published sandbox values',
  payoutIdempotency: 'payout idempotency conflict told from a refusal',
  consentRecorded: 'consent recorded with version and time',
  privacyExport: 'privacy export complete',
  tdsByPayer: 'TDS threshold by payer; Form 15G past the exemption limit',
} as const;

export type SecurityCase = keyof typeof SECURITY_CASES;

/** The test files (test/<name>.test.ts) that prove the cases; the security suite runs them with test/security. */
export const SECURITY_CASE_FILES = [
  'kyc',
  'tpv',
  'payments',
  'bank-account',
  'bank-account-change',
  'otp-session',
  'production',
  'payout-dispatch',
  'bank-account-gateway',
  'consent-records',
  'privacy',
  'tds',
] as const;

/** Where the suites leave their figures (run-suite.ts prints them as one table). */
export const FIGURES_DIR = process.env['FIGURES_DIR'] || join(tmpdir(), 'invest-figures');

/** The row name of a case in the figures table. */
export const caseRowName = (key: SecurityCase): string => `case: ${SECURITY_CASES[key]}`;

/** One file per test file and case: run-suite sums the rows of one case and project. */
const fileId = randomUUID().slice(0, 8);
const checked = new Map<SecurityCase, number>();

/** Records that the assertions proving `key` just passed (call it after them, in the test). */
export function caseChecked(key: SecurityCase, checks = 1): void {
  const count = (checked.get(key) ?? 0) + checks;
  checked.set(key, count);
  const project = process.env['TEST_DATABASE_URL'] ? 'mysql' : 'embedded';
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(
    join(FIGURES_DIR, `case-${key}.${project}.${fileId}.json`),
    JSON.stringify({ suite: caseRowName(key), project, figures: { 'checks passed': count } }),
  );
}
