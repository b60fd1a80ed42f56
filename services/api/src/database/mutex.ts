/**
 * A tiny FIFO mutex. sql.js has ONE connection, so two concurrent transactions would
 * interleave on it ("cannot start a transaction within a transaction"): the data layer runs
 * every unit of work on sql.js through one of these.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  runExclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    // The next caller waits for this one to settle, whether it succeeded or not.
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
