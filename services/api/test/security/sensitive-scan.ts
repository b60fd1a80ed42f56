/**
 * Detectors for sensitive values in free text (database rows, log lines): card numbers (13-19 digits passing
 * Luhn), Aadhaar numbers (12 digits, first 2-9, passing Verhoeff), clear PAN, CVV next to its name, and given
 * one-time codes. Used by the API scan test and by the scan of the end-to-end run's data folder.
 */

import { luhnValid, verhoeffValid } from '../../src/common/checksums.js';

export { luhnValid, verhoeffValid };

export interface Finding {
  kind: 'card number' | 'Aadhaar' | 'PAN' | 'CVV' | 'OTP';
  value: string;
  where: string;
}

/** Digit runs, plain or in groups of 4-6 split by one space or dash (as people type card and Aadhaar numbers). */
const DIGIT_RUN = /(?<![\w.-])(?:\d{12,19}|\d{4,6}(?:[ -]\d{4,6}){2,3})(?![\w.-])/g;
const CLEAR_PAN = /(?<![A-Z0-9])[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z](?![A-Z0-9])/g;
const CVV_NEAR_NAME = /cvv["'\s:=]*["']?(\d{3,4})\b/gi;

/** Every sensitive value in `text`; `otps` are codes known to have been sent during the run. */
export function findSensitive(text: string, where: string, otps: readonly string[] = []): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    // A 13-digit number from 1e12 to 3e12 is a millisecond timestamp (2001-2065), never an issued card number.
    const timestamp = digits.length === 13 && /^[12]/.test(digits);
    if (digits.length >= 13 && digits.length <= 19 && !timestamp && luhnValid(digits)) findings.push({ kind: 'card number', value: match[0], where });
    if (digits.length === 12 && /^[2-9]/.test(digits) && verhoeffValid(digits)) findings.push({ kind: 'Aadhaar', value: match[0], where });
  }
  for (const match of text.matchAll(CLEAR_PAN)) findings.push({ kind: 'PAN', value: match[0], where });
  for (const match of text.matchAll(CVV_NEAR_NAME)) findings.push({ kind: 'CVV', value: match[0], where });
  for (const otp of otps) if (new RegExp(`(?<!\\d)${otp}(?!\\d)`).test(text)) findings.push({ kind: 'OTP', value: otp, where });
  return findings;
}

/** Drops the fields of a JSON log line that are machine numbers (times, durations), not data. */
export function logLineText(line: string): string {
  try {
    const record = JSON.parse(line) as Record<string, unknown>;
    delete record['time'];
    delete record['responseTime'];
    return JSON.stringify(record);
  } catch {
    return line;
  }
}
