/**
 * Detectors for sensitive values in free text (database rows, log lines): card numbers (13-19 digits passing
 * Luhn), Aadhaar numbers (12 digits, first 2-9, passing Verhoeff), clear PAN, CVV next to its name, given
 * one-time codes, given values a test typed (whatever their checksum) and given bank account numbers (no checksum
 * finds those: only the numbers a test typed can be looked for); and contact details (phone numbers,
 * e-mail addresses, UPI IDs), allowed only in the columns that keep them on purpose (CONTACT_COLUMNS). The one implementation, used by the
 * API scan test (test/security/data-at-rest.test.ts) and by the scan of the end-to-end run's data folder
 * (e2e/support/global-teardown.ts).
 */

import { luhnValid, verhoeffValid } from '@invest/contracts';

export { luhnValid, verhoeffValid };

export interface Finding {
  kind: 'card number' | 'Aadhaar' | 'PAN' | 'CVV' | 'OTP' | 'typed value' | 'bank account number' | ContactKind;
  value: string;
  where: string;
}

/** Contact details: kept only in the columns that need them (CONTACT_COLUMNS), never in a log or another column. */
export type ContactKind = 'phone number' | 'e-mail address' | 'UPI ID';

/**
 * The columns that keep a phone number or an e-mail address on purpose (`table.column`): the account's phone, the
 * codes sent to it, the contact messages and the demo sign-ups. Anywhere else, at rest or in a log, one is a finding.
 * A UPI ID is never kept whole (payments keep it masked, `as***@okaxis`).
 */
export const CONTACT_COLUMNS: ReadonlySet<string> = new Set([
  'users.phone',
  'otp_codes.phone',
  'contact_messages.phone',
  'contact_messages.email',
  'demo_accounts.phone',
  'demo_accounts.email',
  // Free text the person wrote to us (a contact message, the details of a privacy request), kept as they wrote it:
  // their own number or address in it is theirs to give, not something the platform copied there.
  'contact_messages.message',
  'privacy_requests.details',
]);

/** An Indian mobile number, alone or after +91/0, not inside a longer number, word or hexadecimal run. */
const MOBILE = /(?<![0-9A-Za-z+])(?:\+91[ -]?|0)?([6-9]\d{9})(?![0-9A-Za-z])/g;
/** `local@domain`: an e-mail address when the domain has a dot, a UPI ID (`name@bank`) when it has none. */
const AT_ADDRESS = /(?<![\w.+*-])([A-Za-z0-9][\w.+-]*)@([A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*)(?![\w@-])/g;

/** Phone numbers, e-mail addresses and UPI IDs in `text`. */
export function findContactDetails(text: string, where: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(MOBILE)) findings.push({ kind: 'phone number', value: match[1] ?? match[0], where });
  for (const match of text.matchAll(AT_ADDRESS)) {
    const domain = match[2] ?? '';
    findings.push({ kind: domain.includes('.') ? 'e-mail address' : 'UPI ID', value: match[0], where });
  }
  return findings;
}

/** Digit runs, plain or in groups of 4-6 split by one space or dash (as people type card and Aadhaar numbers). */
const DIGIT_RUN = /(?<![\w.-])(?:\d{12,19}|\d{4,6}(?:[ -]\d{4,6}){2,3})(?![\w.-])/g;
const CLEAR_PAN = /(?<![A-Z0-9])[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z](?![A-Z0-9])/g;
const CVV_NEAR_NAME = /cvv["'\s:=]*["']?(\d{3,4})\b/gi;

/** Escapes a string for use inside a RegExp. */
const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A value as it may be written anywhere: case-insensitive, with or without the spaces or dashes people type
 * between groups (`2341 2341 2346` also finds `234123412346` and `2341-2341-2346`), not inside a longer word.
 */
function typedValuePattern(value: string): RegExp {
  const compact = value.replace(/[ -]/g, '');
  const body = [...compact].map(escape).join('[ -]?');
  return new RegExp(`(?<![0-9A-Za-z])${body}(?![0-9A-Za-z])`, 'i');
}

/**
 * Every sensitive value in `text`. `otps` are codes known to have been sent during the run; they are looked for
 * outside hexadecimal runs (a 6-digit code turns up by chance inside hashes and UUIDs). `typed` are values a test
 * entered (Aadhaar, PAN, card numbers, including ones no checksum would flag). `accountNumbers` are bank account
 * numbers a test typed: only their last four digits may be kept, so the whole number is a finding anywhere.
 */
export function findSensitive(
  text: string,
  where: string,
  otps: readonly string[] = [],
  typed: readonly string[] = [],
  accountNumbers: readonly string[] = [],
): Finding[] {
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
  for (const otp of otps) if (new RegExp(`(?<![0-9a-f])${escape(otp)}(?![0-9a-f])`, 'i').test(text)) findings.push({ kind: 'OTP', value: otp, where });
  for (const value of typed) if (typedValuePattern(value).test(text)) findings.push({ kind: 'typed value', value, where });
  for (const value of accountNumbers) if (typedValuePattern(value).test(text)) findings.push({ kind: 'bank account number', value, where });
  return findings;
}

/** A value with all but its first two and last two characters hidden, for reports. */
export function maskValue(value: string): string {
  return value.length <= 4 ? '*'.repeat(value.length) : `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}

/** One line per finding, value masked: `card number 41************11 in table payments.card_last4`. */
export function describeFinding(finding: Finding): string {
  return `${finding.kind} ${maskValue(finding.value)} in ${finding.where}`;
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
