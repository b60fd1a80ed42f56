import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';

describe('the stdout destination', () => {
  it('writes every line, in order, whole, the last ones when the process exits', () => {
    // A process of its own: the lines go to its stdout, and its exit must flush what is still buffered.
    const script = [
      `const { stdoutDestination } = await import(${JSON.stringify(new URL('./stdout-destination.ts', import.meta.url).href)});`,
      "const { pino } = await import('pino');",
      // Two arguments: given one, pino takes a plain object for its options and writes through its own destination.
      'const logger = pino({}, stdoutDestination());',
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

  it('writes a lone line while the process goes on running (light traffic fills no buffer)', async () => {
    const script = [
      `const { stdoutDestination } = await import(${JSON.stringify(new URL('./stdout-destination.ts', import.meta.url).href)});`,
      "const { pino } = await import('pino');",
      // Two arguments: given one, pino takes a plain object for its options and writes through its own destination.
      'const logger = pino({}, stdoutDestination());',
      "logger.info({ reqId: 'req-1' }, 'request completed');",
      // Alive until killed: the line must reach stdout without an exit to flush it.
      'setInterval(() => undefined, 1000);',
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let timer: NodeJS.Timeout | undefined;
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          out += chunk;
          if (out.includes('\n')) resolve(out);
        });
        child.once('exit', (code) => reject(new Error(`exited (${code}) before writing the line`)));
        timer = setTimeout(() => reject(new Error(`no line after 5 s: ${JSON.stringify(out)}`)), 5_000);
      }).finally(() => clearTimeout(timer));
      expect(JSON.parse(line.trim())).toMatchObject({ reqId: 'req-1', msg: 'request completed' });
    } finally {
      child.kill('SIGKILL');
    }
  });
});
