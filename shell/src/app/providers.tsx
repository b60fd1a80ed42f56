import type { PlatformStore } from '@invest/platform';
import { GlobalStyle, theme, ToastHost } from '@invest/ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { RemoteRegistryContext } from '../remotes/remote-registry-context.js';
import type { RemoteRegistry } from '../remotes/remote-registry.js';

/** Store, theme, global style, toast host and the remote registry, around the router. */
export function Providers({ store, registry, children }: { store: PlatformStore; registry: RemoteRegistry; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>
        <ToastHost />
      </ThemeProvider>
    </Provider>
  );
}
