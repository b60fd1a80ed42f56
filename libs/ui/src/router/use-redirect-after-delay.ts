import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Going to another page a moment later ("Taking you to your dashboard…"): the returned `redirect(to)` navigates to
 * `to` after `delayMs`. A later call replaces a pending redirect; leaving the page first (unmounting) cancels it.
 */
export function useRedirectAfterDelay(delayMs: number): (to: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to), delayMs);
    },
    [navigate, delayMs],
  );
}
