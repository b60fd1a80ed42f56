import { expect } from '@jest/globals';

/**
 * Assertions whose failure report starts with a label (which case of a loop failed, what was being checked): Jest's
 * `expect` takes no message of its own. Node-only and React-free, so the API's and the tools' tests use it too
 * (`@invest/testing/labelled-expect`).
 */

type Matchers = ReturnType<typeof expect>;

function withLabel(error: unknown, label: string): unknown {
  if (error instanceof Error) {
    error.message = `${label}\n\n${error.message}`;
    if (error.stack) error.stack = `${label}\n\n${error.stack}`;
  }
  return error;
}

function wrap<T extends object>(target: T, label: string): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value === 'function') {
        return (...args: unknown[]): unknown => {
          let result: unknown;
          try {
            result = Reflect.apply(value, object, args);
          } catch (error) {
            throw withLabel(error, label);
          }
          // `.resolves` / `.rejects` matchers answer a promise.
          if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(withLabel(error, label)));
          return result;
        };
      }
      // `.not`, `.resolves`, `.rejects`.
      if (typeof value === 'object' && value !== null) return wrap(value, label);
      return value;
    },
  });
}

/** `expect(actual)` whose failure report starts with `label`. */
export function expectWith<T>(actual: T, label: string): Matchers {
  return wrap(expect(actual), label);
}

/** Runs `assertion`; when it fails, its report starts with `label`. */
export function labelled(label: string, assertion: () => void): void {
  try {
    assertion();
  } catch (error) {
    throw withLabel(error, label);
  }
}

/** `labelled` for an assertion that awaits what it checks. */
export async function labelledAsync(label: string, assertion: () => Promise<void>): Promise<void> {
  try {
    await assertion();
  } catch (error) {
    throw withLabel(error, label);
  }
}
