import { I18nProvider, type I18n } from '@invest/platform';
import { GlobalStyle, theme, ToastHost } from '@invest/ui';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { RemoteRegistryContext } from '../remotes/remote-registry-context.js';
import type { RemoteRegistry } from '../remotes/remote-registry.js';

/**
 * The page's language (its Lingui instance: the shell's messages and each loaded remote's), theme, global style, toast
 * host and the remote registry, around the router. No store: the parts that read it get
 * it with their own chunk (`StoreScope` of `@invest/platform/store`; on the server, render-page.tsx gives the request's).
 */
export function Providers({ registry, i18n, children }: { registry: RemoteRegistry; i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>
        <ToastHost />
      </ThemeProvider>
    </I18nProvider>
  );
}
