import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What `loadRemote` resolves to instead of throwing when a remote cannot be loaded. */
export interface RemoteUnavailable {
  readonly remoteUnavailable: true;
  readonly id: string;
  readonly reason: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && (value as { remoteUnavailable?: unknown }).remoteUnavailable === true;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Offline fallback: when loading a remote module fails (server down, bad manifest, the exposed
 * module throwing), `loadRemote` resolves to a `RemoteUnavailable` marker instead of rejecting,
 * so the host shows a fallback for that remote's routes only. `onError` lets the host log it.
 */
export function offlineFallbackPlugin(onError?: (id: string, error: unknown) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'invest-offline-fallback',
    errorLoadRemote(args) {
      // Manifest/entry failures surface again as `onLoad` once they reach loadRemote; answer there.
      if (args.lifecycle !== 'onLoad') return undefined;
      onError?.(args.id, args.error);
      const marker: RemoteUnavailable = { remoteUnavailable: true, id: args.id, reason: describe(args.error) };
      return marker;
    },
  };
}
