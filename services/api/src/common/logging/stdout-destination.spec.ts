import { spawnSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';

describe('the stdout destination', () => {
  it('writes every line, in order, whole, the last ones when the process exits', () => {
    // A process of its own: the lines go to its stdout, and its exit must flush what is still buffered.
    const script = [
      `const { stdoutDestination } = await import(${JSON.stringify(new URL('./stdout-destination.ts', import.meta.url).href)});`,
      "const { pino } = await import('pino');",
      'const logger = pino(stdoutDestination());',
      "for (let i = 0; i < 20000; i += 1) logger.info({ i, text: 'ünïcödé ' + 'x'.repeat(i % 300) }, 'line');",
      'process.exit(0);',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.stderr).toBe('');
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(20000);
    lines.forEach((line, i) => {
      const record = JSON.parse(line) as { i: number; text: string; msg: string };
      expect(record.i).toBe(i);
      expect(record.text).toBe(`ünïcödé ${'x'.repeat(i % 300)}`);
    });
  });
});
