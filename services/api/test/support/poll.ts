/**
 * Waits until `condition` holds, asking every `intervalMs`; throws naming `what` when `timeoutMs` passes first.
 * For synchronising on observable state (an answer, a count) instead of sleeping a fixed time.
 */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000, intervalMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
