/**
 * A value made by `make` the first time it is asked for, then kept. For Intl's formatters: making one costs ICU set-up
 * (tens of milliseconds of a phone's CPU for the few a page's modules declared), which a module that merely declares
 * them made every page pay when it loaded, before the page hydrated, used or not.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
