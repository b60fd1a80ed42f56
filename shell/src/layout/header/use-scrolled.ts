import { useEffect, useState } from 'react';

/** Nav scroll threshold of product §9. */
export const SCROLL_THRESHOLD_PX = 20;

/**
 * True once the page is scrolled more than the threshold. It starts false, as on the server, and reads the scroll
 * position once mounted, so a hydrated header matches the server's markup.
 */
export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
