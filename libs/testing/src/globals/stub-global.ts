const originals = new Map<string, PropertyDescriptor | undefined>();

/** Replaces `globalThis[name]` for the current test; the kit's setup file puts it back after the test. */
export function stubGlobal(name: string, value: unknown): void {
  if (!originals.has(name)) originals.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true, enumerable: true });
}

/** Puts back every global stubbed since the last call (run after each test by the setup file). */
export function restoreGlobals(): void {
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else Reflect.deleteProperty(globalThis, name);
  }
  originals.clear();
}
