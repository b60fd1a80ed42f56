import { useContext, type ComponentType, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import type { PlatformStore } from './create-store.js';

/**
 * Gives its children the page's one store: the one a provider above already gives (the shell's server render, a
 * remote on its own, a test), or `store`, the one `loadPlatformStore()` made (the lazy route awaited it and passes it
 * in, so this entry point does not import `@invest/platform` back).
 */
export function StoreScope({ store, children }: { store?: PlatformStore | undefined; children: ReactNode }) {
  const outer = useContext(ReactReduxContext);
  if (outer) return children;
  if (!store) throw new Error('StoreScope: no provider above and no store given (await loadPlatformStore() first)');
  return <Provider store={store}>{children}</Provider>;
}

/** `Page` inside a StoreScope with `store` (a lazy route's component). */
export function withStoreScope(Page: ComponentType, store: PlatformStore | undefined): ComponentType {
  function ScopedPage() {
    return (
      <StoreScope store={store}>
        <Page />
      </StoreScope>
    );
  }
  ScopedPage.displayName = `WithStoreScope(${Page.displayName ?? Page.name})`;
  return ScopedPage;
}
