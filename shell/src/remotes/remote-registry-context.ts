import type { RemoteKey } from '@invest/mf/runtime';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteRegistry, RemoteState } from './remote-registry.js';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('RemoteRegistryContext is missing');
  return registry;
}

const NO_STATE: RemoteState = { status: 'idle', attempts: 0 };
const noSubscription = () => () => undefined;

/** Live status of one remote (null key → idle). */
export function useRemoteState(key: RemoteKey | null): RemoteState {
  const registry = useRemoteRegistry();
  return useSyncExternalStore(
    key ? registry.subscribe : noSubscription,
    () => (key ? registry.getState(key) : NO_STATE),
    () => (key ? registry.getState(key) : NO_STATE),
  );
}
