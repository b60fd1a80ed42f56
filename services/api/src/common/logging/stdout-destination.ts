import { type DestinationStream, pino } from 'pino';

/** Bytes of lines gathered before one write to stdout (well under sonic-boom's 16 KB largest write). */
export const LOG_WRITE_BYTES = 4096;
/** The longest a line waits in that buffer when traffic is too light to fill it. */
export const LOG_FLUSH_MS = 250;

/**
 * Where the API's log lines go by default: stdout through pino's own asynchronous writer (sonic-boom), given each
 * line as bytes. Given strings, sonic-boom measures the whole chunk it is collecting again on every line
 * (Buffer.byteLength of a string that grows to 16 KB): 7 % of the CPU of a cached catalogue read at 35,000 requests
 * a second. As bytes, each line is encoded once and chunks are joined when written.
 *
 * Lines are written LOG_WRITE_BYTES at a time, and whatever is gathered every LOG_FLUSH_MS (sonic-boom's periodic flush, a timer that keeps no process alive): written one
 * request line at a time (~150 bytes), the writes (each a trip to libuv's thread pool and a system call) cost a
 * quarter of the CPU of a cached catalogue read (bench/RESULTS.md). The buffer is flushed when the process exits
 * (pino's exit hook, synchronously), so only a process killed outright (SIGKILL, the kernel's OOM killer) can lose
 * the last LOG_FLUSH_MS of lines.
 */
export function stdoutDestination(): DestinationStream {
  const writer = pino.destination({ dest: 1, sync: false, contentMode: 'buffer', minLength: LOG_WRITE_BYTES, periodicFlush: LOG_FLUSH_MS });
  // sonic-boom's types name strings only; in buffer mode its write takes the bytes.
  const writeBytes = writer.write.bind(writer) as unknown as (bytes: Buffer) => boolean;
  return {
    write(line: string): void {
      writeBytes(Buffer.from(line, 'utf8'));
    },
  };
}
