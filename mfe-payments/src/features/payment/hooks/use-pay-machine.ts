import { useCallback, useEffect, useRef, useState } from 'react';
import { PAY_START, payTransition, type PayEvent, type PayState } from '../model/pay-machine.js';

/**
 * The payment machine (model/pay-machine.ts) kept for this page: `send` applies an event at once (so a second Pay
 * while one is under way is refused by the table) and renders the new state while the page is mounted.
 */
export function usePayMachine() {
  const [state, setState] = useState<PayState>(PAY_START);
  const current = useRef<PayState>(PAY_START);
  /** Aborted when the page goes away: nothing is rendered or awaited after that. */
  const life = useRef<AbortSignal | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    life.current = controller.signal;
    return () => controller.abort();
  }, []);
  const alive = useCallback(() => life.current?.aborted === false, []);
  const send = useCallback(
    (event: PayEvent): boolean => {
      const next = payTransition(current.current, event);
      if (next === current.current) return false;
      current.current = next;
      if (alive()) setState(next);
      return true;
    },
    [alive],
  );
  /** Waits `ms`, or for ever once the page has gone (the flow is then dropped). */
  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((done) => {
        const signal = life.current;
        const stop = () => clearTimeout(timer);
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', stop);
          done();
        }, ms);
        signal?.addEventListener('abort', stop, { once: true });
      }),
    [],
  );
  const phase = useCallback(() => current.current.phase, []);
  return { state, send, alive, wait, phase };
}
