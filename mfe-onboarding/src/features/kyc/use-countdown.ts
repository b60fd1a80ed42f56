import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, ticking every second; `start(seconds)` sets a new deadline. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void; reset: () => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  // Read from the clock only once a countdown starts: a first render (on the server, then hydrating) never does.
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

/** 299 → '4:59'. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
