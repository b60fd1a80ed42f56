import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  REMOTES,
  REMOTE_KEYS,
  compatibilityPlugin,
  isRemoteUnavailable,
  offlineFallbackPlugin,
  retryPlugin,
  routesModuleId,
  type PlatformConfig,
  type RemoteKey,
} from '@invest/mf/runtime';
import type { RouteObject } from 'react-router-dom';

/** Thrown when a remote's `./routes` cannot be had; the shell shows the fallback for its routes. */
export class RemoteUnavailableError extends Error {
  readonly remote: RemoteKey;
  constructor(remote: RemoteKey, reason: string) {
    super(`Remote ${REMOTES[remote].name} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

export interface RemoteRoutesSource {
  loadRoutes: (key: RemoteKey) => Promise<RouteObject[]>;
  resetRemote: (key: RemoteKey) => void;
}

/** The route array a remote's `./routes` module exports (named `routes` or default), or why there is none. */
export function routesOf(key: RemoteKey, loaded: unknown): RouteObject[] {
  if (!loaded || isRemoteUnavailable(loaded)) {
    throw new RemoteUnavailableError(key, isRemoteUnavailable(loaded) ? loaded.reason : 'empty module');
  }
  const exported = loaded as { routes?: unknown; default?: unknown };
  const routes = exported.routes ?? exported.default;
  if (!Array.isArray(routes)) throw new RemoteUnavailableError(key, './routes does not export a route array');
  return routes as RouteObject[];
}

function remoteEntries(config: PlatformConfig) {
  return REMOTE_KEYS.map((key) => ({ name: REMOTES[key].name, entry: config.remotes[key] }));
}

/**
 * Connects the shell's federation instance (created by the build plugin) to the remotes named in
 * /platform-config.json. Registering does not fetch anything: a remote's manifest is fetched the
 * first time one of its routes is visited (`loaded-first` share strategy, no eager remotes).
 */
export function createFederationSource(config: PlatformConfig | null): RemoteRoutesSource {
  let instance: ModuleFederation | null = null;
  if (config) {
    instance = init({
      name: 'shell',
      remotes: [],
      shareStrategy: 'loaded-first',
      plugins: [
        retryPlugin({ retries: 1, delayMs: 300 }),
        // A remote built against another federation version or other shared singletons is refused before its entry
        // loads (logged with console.error): it gets its fallback instead of breaking the page.
        compatibilityPlugin(),
        offlineFallbackPlugin((id, error) => console.warn(`[federation] ${id} failed to load`, error)),
      ],
    });
    instance.registerRemotes(remoteEntries(config));
  }

  return {
    async loadRoutes(key) {
      if (!instance || !config) throw new RemoteUnavailableError(key, 'platform configuration is missing');
      return routesOf(key, await instance.loadRemote<unknown>(routesModuleId(key)));
    },
    resetRemote(key) {
      if (!instance || !config) return;
      // force: drops the cached container and manifest so the next load really fetches again.
      instance.registerRemotes([{ name: REMOTES[key].name, entry: config.remotes[key] }], { force: true });
    },
  };
}
