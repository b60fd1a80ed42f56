import { useCallback, useEffect, useRef } from 'react';

/** Product §9: UPI validation and AutoPay each take 2 s. */
export const SIMULATED_STEP_MS = 2000;
/** Product §9: the simulated delay before the UPI flow continues to the payment by itself once AutoPay is set up. */
export const AUTO_CONTINUE_MS = 3000;

/** Runs `work` and waits at least SIMULATED_STEP_MS; a reset cancels what is in flight (its result is ignored). */
export function useSimulatedStep() {
  const generation = useRef(0);
  useEffect(() => () => void (generation.current += 1), []);
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<{ current: boolean; result: T }> => {
    const mine = ++generation.current;
    const [result] = await Promise.all([work(), new Promise((done) => setTimeout(done, SIMULATED_STEP_MS))]);
    return { current: mine === generation.current, result };
  }, []);
  const cancel = useCallback(() => void (generation.current += 1), []);
  return { run, cancel };
}
