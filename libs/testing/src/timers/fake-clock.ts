import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Jest's modern fake timers for a test (put back after it by the kit's setup file). The clock also keeps time by
 * itself (`advanceTimers`), and promises still settle: `nextTick` and `queueMicrotask` stay real.
 */
export function useFakeClock(): void {
  jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'queueMicrotask'] });
}

/** Moves the fake clock on by `ms`, running the timers due and the React updates they cause. */
export async function advanceClock(ms: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/** A user-event user whose typing and clicking delays run on the fake clock. */
export function clockUser(): ReturnType<typeof userEvent.setup> {
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}
