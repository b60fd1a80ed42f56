import { readFileSync, statSync } from 'node:fs';
import type { Clock } from './clock.js';

/** How often, at most, the file is looked at again (a test moves the clock by rewriting it). */
export const FILE_CLOCK_REFRESH_MS = 200;

/** What the file says: nothing (real time), an instant the clock was moved to, or an offset to real time. */
export type ClockSetting = { kind: 'real' } | { kind: 'instant'; at: number } | { kind: 'offset'; ms: number };

/**
 * The file's text: empty → real time; a signed whole number of milliseconds (`+86400000`, `-3600000`) → real time
 * plus that; anything else must be an ISO 8601 instant with its zone (`2026-02-15T06:30:00.000Z`,
 * `2026-02-15T12:00:00+05:30`): the clock stood there when the file was written and runs on from it.
 */
export function parseClockSetting(text: string): ClockSetting | { kind: 'invalid' } {
  const value = text.trim();
  if (value === '') return { kind: 'real' };
  if (/^[+-]\d{1,15}$/.test(value)) return { kind: 'offset', ms: Number(value) };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return { kind: 'invalid' };
  const at = Date.parse(value);
  return Number.isNaN(at) ? { kind: 'invalid' } : { kind: 'instant', at };
}

/** The time a setting gives at real time `realNow`, for a file last written at `writtenAt`. */
export function timeOf(setting: ClockSetting, realNow: number, writtenAt: number): number {
  switch (setting.kind) {
    case 'real':
      return realNow;
    case 'offset':
      return realNow + setting.ms;
    case 'instant':
      return setting.at + Math.max(0, realNow - writtenAt);
  }
}

interface Snapshot {
  setting: ClockSetting;
  writtenAt: number;
  modifiedMs: number;
  size: number;
}

/**
 * A test-only clock (TEST_CLOCK_FILE): the time the file names, re-read at most every FILE_CLOCK_REFRESH_MS. An
 * instant is anchored to the file's modification time, so time runs on from it, and every process reading the same
 * file agrees (a restart does not send the clock back). A missing or empty file is real time; unreadable text is
 * real time too, reported once through `warn`.
 */
export class FileClock implements Clock {
  private snapshot: Snapshot = { setting: { kind: 'real' }, writtenAt: 0, modifiedMs: -1, size: -1 };
  private checkedAt = Number.NEGATIVE_INFINITY;
  private warned: string | undefined;

  constructor(
    readonly path: string,
    private readonly realNow: () => number = Date.now,
    private readonly warn: (message: string) => void = () => undefined,
    private readonly refreshMs = FILE_CLOCK_REFRESH_MS,
  ) {}

  now(): Date {
    const real = this.realNow();
    if (real - this.checkedAt >= this.refreshMs || real < this.checkedAt) {
      this.checkedAt = real;
      this.refresh();
    }
    return new Date(timeOf(this.snapshot.setting, real, this.snapshot.writtenAt));
  }

  private refresh(): void {
    let modifiedMs: number;
    let size: number;
    try {
      const stat = statSync(this.path);
      modifiedMs = stat.mtimeMs;
      size = stat.size;
    } catch {
      this.snapshot = { setting: { kind: 'real' }, writtenAt: 0, modifiedMs: -1, size: -1 };
      return;
    }
    if (modifiedMs === this.snapshot.modifiedMs && size === this.snapshot.size) return;
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch {
      return;
    }
    const parsed = parseClockSetting(text);
    if (parsed.kind === 'invalid') {
      const shown = text.trim().slice(0, 60);
      if (this.warned !== shown)
        this.warn(`TEST_CLOCK_FILE ${this.path} holds "${shown}", neither an ISO instant nor a ±milliseconds offset: real time is used.`);
      this.warned = shown;
      this.snapshot = { setting: { kind: 'real' }, writtenAt: modifiedMs, modifiedMs, size };
      return;
    }
    this.snapshot = { setting: parsed, writtenAt: modifiedMs, modifiedMs, size };
  }
}
