import { loadedPlatformStore } from '@invest/platform';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';

/**
 * Gives its children the page's one store: the one a provider above already gives (the shell's server render, a
 * remote on its own, a test), or the store `loadPlatformStore()` made, which whoever renders this has awaited.
 */
export function StoreScope({ children }: { children: ReactNode }) {
  const outer = useContext(ReactReduxContext);
  if (outer) return children;
  const store = loadedPlatformStore();
  if (!store) throw new Error('StoreScope: the platform store is not loaded (await loadPlatformStore() first)');
  return <Provider store={store}>{children}</Provider>;
}

/** `Page` inside a StoreScope (a lazy route's component). */
export function withStoreScope(Page: ComponentType): ComponentType {
  function ScopedPage() {
    return (
      <StoreScope>
        <Page />
      </StoreScope>
    );
  }
  ScopedPage.displayName = `WithStoreScope(${Page.displayName ?? Page.name})`;
  return ScopedPage;
}
