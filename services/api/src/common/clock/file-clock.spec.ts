import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { expectWith } from '@invest/testing/labelled-expect';
import { FileClock, parseClockSetting, timeOf } from './file-clock.js';

const dir = mkdtempSync(join(tmpdir(), 'invest-file-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const REAL = Date.parse('2026-11-23T10:00:00.000Z');
const FIFTEENTH = '2026-12-15T06:30:00.000Z';

/** Writes the file as if at real time `at` (its modification time). */
function write(path: string, text: string, at: number): void {
  writeFileSync(path, text);
  utimesSync(path, at / 1000, at / 1000);
}

describe('parseClockSetting', () => {
  it('reads an instant with its zone, a ±milliseconds offset, or nothing', () => {
    expect(parseClockSetting(`${FIFTEENTH}\n`)).toEqual({ kind: 'instant', at: Date.parse(FIFTEENTH) });
    expect(parseClockSetting('2026-12-15T12:00:00+05:30')).toEqual({ kind: 'instant', at: Date.parse(FIFTEENTH) });
    expect(parseClockSetting('+86400000')).toEqual({ kind: 'offset', ms: 86_400_000 });
    expect(parseClockSetting('-3600000')).toEqual({ kind: 'offset', ms: -3_600_000 });
    expect(parseClockSetting('  ')).toEqual({ kind: 'real' });
  });

  it('refuses what is not exact: no zone, a bare number, words', () => {
    for (const text of ['2026-12-15T06:30:00', '2026-12-15', '86400000', 'tomorrow', '2026-13-45T99:00:00Z']) {
      expectWith(parseClockSetting(text), text).toEqual({ kind: 'invalid' });
    }
  });

  it('runs an instant on from when the file was written', () => {
    expect(timeOf({ kind: 'instant', at: 1_000 }, REAL + 5_000, REAL)).toBe(6_000);
    expect(timeOf({ kind: 'offset', ms: 60_000 }, REAL, 0)).toBe(REAL + 60_000);
  });
});

describe('FileClock', () => {
  it('is real time while the file is missing or empty', () => {
    const path = join(dir, 'missing');
    let real = REAL;
    const clock = new FileClock(path, () => real);
    expect(clock.now().getTime()).toBe(REAL);
    write(path, '', REAL);
    real += 1_000;
    expect(clock.now().getTime()).toBe(REAL + 1_000);
  });

  it('moves to the instant written, runs on from it, and re-reads the file at most every 200 ms', () => {
    const path = join(dir, 'instant');
    let real = REAL;
    const clock = new FileClock(path, () => real);
    expect(clock.now().toISOString()).toBe(new Date(REAL).toISOString());
    write(path, FIFTEENTH, REAL);
    real += 100;
    // Read 100 ms ago: not looked at again yet.
    expect(clock.now().getTime()).toBe(REAL + 100);
    real += 100;
    expect(clock.now().toISOString()).toBe('2026-12-15T06:30:00.200Z');
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-12-15T06:31:00.200Z');
    // Moved again (a later write), then back to real time when the file goes.
    write(path, '+1000', real);
    real += 200;
    expect(clock.now().getTime()).toBe(real + 1_000);
    unlinkSync(path);
    real += 200;
    expect(clock.now().getTime()).toBe(real);
  });

  it('agrees across readers and restarts: the instant is anchored to the file, not to when it was read', () => {
    const path = join(dir, 'shared');
    write(path, FIFTEENTH, REAL);
    const late = new FileClock(path, () => REAL + 30_000);
    expect(late.now().toISOString()).toBe('2026-12-15T06:30:30.000Z');
  });

  it('uses real time for unreadable text and says so once', () => {
    const path = join(dir, 'garbled');
    write(path, 'next friday', REAL);
    const warnings: string[] = [];
    let real = REAL;
    const clock = new FileClock(
      path,
      () => real,
      (message) => warnings.push(message),
    );
    expect(clock.now().getTime()).toBe(REAL);
    real += 500;
    expect(clock.now().getTime()).toBe(REAL + 500);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"next friday"');
  });
});
