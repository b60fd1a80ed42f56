import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { e2eDataDir } from './data-dir.ts';

/**
 * The sensitive values the end-to-end suites typed or read (OTP codes, Aadhaar and PAN numbers, card numbers),
 * so that the scan at the end of the run (global-teardown.ts) finds them wherever they leaked, checksum or not.
 * Workers are separate processes: each appends to one file per run, kept outside the data folder (it holds the
 * values in clear) and deleted by the scan.
 */
export interface TypedValues {
  otps: string[];
  values: string[];
}

export function typedValuesFile(): string {
  return join(tmpdir(), `invest-${basename(e2eDataDir())}-typed-values.jsonl`);
}

export function recordTyped(kind: 'otp' | 'value', value: string): void {
  appendFileSync(typedValuesFile(), `${JSON.stringify({ kind, value })}\n`);
}

/** Everything recorded during the run, without repeats. */
export function readTyped(): TypedValues {
  const typed: TypedValues = { otps: [], values: [] };
  let lines: string[] = [];
  try {
    lines = readFileSync(typedValuesFile(), 'utf8').split('\n').filter(Boolean);
  } catch {
    // nothing recorded
  }
  for (const line of lines) {
    const entry = JSON.parse(line) as { kind: 'otp' | 'value'; value: string };
    (entry.kind === 'otp' ? typed.otps : typed.values).push(entry.value);
  }
  return { otps: [...new Set(typed.otps)], values: [...new Set(typed.values)] };
}

export function forgetTyped(): void {
  rmSync(typedValuesFile(), { force: true });
}
