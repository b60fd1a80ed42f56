/** Resolves after `ms` (the stand-in's slow test values). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
