import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left until the deadline, 0 when none is running or it has passed. */
  secondsLeft: number;
  /** Starts counting down `seconds` from now (replacing a running countdown). */
  start: (seconds: number) => void;
  /** Stops the countdown: `secondsLeft` is 0 again. */
  reset: () => void;
}

/**
 * Whole seconds left until a deadline, ticking every second. The clock is read only once a countdown starts, so a
 * first render (on the server, then hydrating in the browser) always says 0.
 */
export function useCountdown(): Countdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);
  const reset = useCallback(() => setDeadline(null), []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, start, reset };
}
