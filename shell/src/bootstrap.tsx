import { createPlatformStore } from '@invest/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApiErrorToastMiddleware } from './app/api-error-toasts.js';
import { Providers } from './app/providers.js';
import { createFederationSource } from './remotes/federation.js';
import { readPlatformConfig } from './remotes/platform-config.js';
import { createRemoteRegistry } from './remotes/remote-registry.js';
import { createShellRouter } from './router/create-shell-router.js';

async function start() {
  const config = await readPlatformConfig().catch((error: unknown) => {
    console.error('[shell] the platform config could not be read; remote pages will show their fallback', error);
    return null;
  });
  const registry = createRemoteRegistry(createFederationSource(config));
  const store = createPlatformStore({ middleware: [createApiErrorToastMiddleware()] });
  const router = createShellRouter(registry);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <Providers store={store} registry={registry}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
