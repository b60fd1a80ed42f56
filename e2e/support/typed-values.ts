import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eRunId } from './data-dir.ts';

/**
 * The sensitive values the end-to-end suites typed or read (OTP codes, Aadhaar and PAN numbers, card numbers, CVVs),
 * so that the scan at the end of the run (global-teardown.ts) finds them wherever they leaked, checksum or not.
 * Workers are separate processes: each appends to one file per run, kept outside the data folder (it holds the
 * values in clear) and deleted by the scan.
 */
export interface TypedValues {
  otps: string[];
  values: string[];
  /** CVVs typed into the gateway's checkout: looked for in the browser's requests to our origins only (3-4 digits turn up by chance at rest). */
  cvvs: string[];
}

export type TypedKind = 'otp' | 'value' | 'cvv';

export function typedValuesFile(): string {
  return join(tmpdir(), `invest-${e2eRunId()}-typed-values.jsonl`);
}

export function recordTyped(kind: TypedKind, value: string): void {
  appendFileSync(typedValuesFile(), `${JSON.stringify({ kind, value })}\n`);
}

/** Everything recorded during the run, without repeats. */
export function readTyped(): TypedValues {
  const typed: TypedValues = { otps: [], values: [], cvvs: [] };
  let lines: string[] = [];
  try {
    lines = readFileSync(typedValuesFile(), 'utf8').split('\n').filter(Boolean);
  } catch {
    // nothing recorded
  }
  for (const line of lines) {
    const entry = JSON.parse(line) as { kind: TypedKind; value: string };
    ({ otp: typed.otps, value: typed.values, cvv: typed.cvvs })[entry.kind].push(entry.value);
  }
  return { otps: [...new Set(typed.otps)], values: [...new Set(typed.values)], cvvs: [...new Set(typed.cvvs)] };
}

export function forgetTyped(): void {
  rmSync(typedValuesFile(), { force: true });
}
