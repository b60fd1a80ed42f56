/** The outcome of work raced against a deadline. */
export type Deadlined<T> = { done: true; value: T } | { done: false; reason: 'deadline' | 'error'; error?: unknown };

/** Waits for `work` at most `ms` milliseconds; never rejects. The work itself is not cancelled. */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<Deadlined<T>> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Deadlined<T>>((resolve) => {
    timer = setTimeout(() => resolve({ done: false, reason: 'deadline' }), Math.max(0, ms));
  });
  try {
    return await Promise.race([
      work.then(
        (value): Deadlined<T> => ({ done: true, value }),
        (error: unknown): Deadlined<T> => ({ done: false, reason: 'error', error }),
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
