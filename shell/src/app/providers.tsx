import { GlobalStyle, theme, ToastHost } from '@invest/ui';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { RemoteRegistryContext } from '../remotes/remote-registry-context.js';
import type { RemoteRegistry } from '../remotes/remote-registry.js';

/**
 * Theme, global style, toast host and the remote registry, around the router. No store: the parts that read it get
 * it with their own chunk (`StoreScope` of `@invest/platform/store`; on the server, render-page.tsx gives the request's).
 */
export function Providers({ registry, children }: { registry: RemoteRegistry; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>
      <ToastHost />
    </ThemeProvider>
  );
}
