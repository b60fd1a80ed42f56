import { loadPlatformStore } from '@invest/platform';
import { useEffect, useState, type ComponentType } from 'react';

/** The account's chunk and the page's one store (Redux Toolkit with it), loaded together. */
async function loadAccountArea(): Promise<ComponentType> {
  const [area] = await Promise.all([import('./account-area.js'), loadPlatformStore()]);
  return area.AccountArea;
}

/**
 * The header's account, loaded once the page is React's: the server renders nothing here (it knows no session, and
 * the first render in the browser has none yet either), so the page hydrates without the store, and the account
 * ("Sign in", or the masked phone and its menu) appears when the session query has answered, as before.
 */
export function DeferredAccount() {
  const [Area, setArea] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    // In a task of its own after the commit that made the page interactive: a tap that waited behind hydration is
    // handled before the store's chunks are fetched and run.
    const timer = setTimeout(() => {
      loadAccountArea().then(
        (area) => {
          if (mounted) setArea(() => area);
        },
        (error: unknown) => console.error('[shell] the account could not be loaded', error),
      );
    }, 0);
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, []);
  return Area ? <Area /> : null;
}
