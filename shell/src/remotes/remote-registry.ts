import { findOwner, type RemoteKey } from '@invest/mf/runtime';
import type { RouteObject } from 'react-router-dom';
import type { RemoteRoutesSource } from './federation.js';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface RemoteState {
  status: RemoteStatus;
  error?: string;
  attempts: number;
}

/** Id of the pathless route each remote's routes are patched into. */
export const remoteRouteId = (key: RemoteKey) => `remote:${key}`;

export type PatchRoutes = (routeId: string, routes: RouteObject[]) => void;

export interface RemoteRegistry {
  getState: (key: RemoteKey) => RemoteState;
  subscribe: (listener: () => void) => () => void;
  /** For a path: load its owner (only it) and patch the owner's routes into the router. */
  discover: (path: string, patch: PatchRoutes) => Promise<void>;
  /** Forget a failed or broken remote so the next navigation loads it again. */
  markForRetry: (key: RemoteKey) => void;
}

const IDLE: RemoteState = { status: 'idle', attempts: 0 };

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createRemoteRegistry(source: RemoteRoutesSource): RemoteRegistry {
  const states = new Map<RemoteKey, RemoteState>();
  const routes = new Map<RemoteKey, RouteObject[]>();
  const inflight = new Map<RemoteKey, Promise<void>>();
  const listeners = new Set<() => void>();

  const getState = (key: RemoteKey) => states.get(key) ?? IDLE;
  const setState = (key: RemoteKey, next: RemoteState) => {
    states.set(key, next);
    for (const listener of listeners) listener();
  };

  async function load(key: RemoteKey): Promise<void> {
    const attempts = getState(key).attempts + 1;
    setState(key, { status: 'loading', attempts });
    try {
      routes.set(key, await source.loadRoutes(key));
      setState(key, { status: 'loaded', attempts });
    } catch (error) {
      setState(key, { status: 'failed', attempts, error: reason(error) });
    }
  }

  return {
    getState,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async discover(path, patch) {
      const key = findOwner(path);
      if (!key) return;
      if (getState(key).status === 'failed') source.resetRemote(key);
      if (getState(key).status !== 'loaded') {
        let pending = inflight.get(key);
        if (!pending) {
          pending = load(key).finally(() => inflight.delete(key));
          inflight.set(key, pending);
        }
        await pending;
      }
      const loaded = routes.get(key);
      // Patching is idempotent (react-router skips routes it already has).
      if (loaded) patch(remoteRouteId(key), loaded);
    },
    markForRetry(key) {
      if (getState(key).status === 'loading') return;
      source.resetRemote(key);
      setState(key, { ...getState(key), status: 'idle' });
    },
  };
}
