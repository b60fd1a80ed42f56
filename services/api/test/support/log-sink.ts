import { Writable } from 'node:stream';

/**
 * Log lines of the apps of this test file. nestjs-pino keeps ONE pino-http instance per
 * process (module state), so every app of a file writes here, whatever app created it.
 */
export const logLines: string[] = [];

export const logSink = new Writable({
  write(chunk: Buffer | string, _encoding, callback) {
    for (const line of chunk.toString().split('\n')) if (line) logLines.push(line);
    callback();
  },
});
