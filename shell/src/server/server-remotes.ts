import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTES, REMOTE_ENTRY_FILE, routesModuleId, type RemoteKey } from '@invest/mf/runtime';
import type { RouteObject } from 'react-router-dom';
import { RemoteUnavailableError, routesOf, type RemoteRoutesSource } from '../remotes/federation.js';

/** Where each remote's server build is published: the folder holding its `remoteEntry.js` and `mf-manifest.json`. */
export type ServerRemoteBases = Record<RemoteKey, string>;

/** The manifest of a remote's server build, fetched before each render; its hash is the version of the container. */
const SERVER_MANIFEST_FILE = 'mf-manifest.json';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ServerRemoteSource extends RemoteRoutesSource {
  /** The version of a remote's server build now published (its manifest's hash); concurrent asks share one request. */
  currentVersion: (key: RemoteKey) => Promise<string>;
}

/**
 * The shell's server-side source of remote routes: each remote's server container, loaded through the federation
 * runtime (@module-federation/node's runtime plugin fetches the container and its chunks over HTTP).
 *
 * A container is kept for as long as its remote's server manifest is unchanged: every load asks for the manifest
 * again (concurrent loads share one request), and a new manifest registers the remote again with its new version in
 * the entry's URL, so a remote redeployed alone is rendered from its new build on the next request, without a restart.
 */
export function createServerRemoteSource(bases: ServerRemoteBases, manifestTimeoutMs: number, fetchImpl: typeof fetch = fetch): ServerRemoteSource {
  const federation: ModuleFederation = init({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
  const registered = new Map<RemoteKey, string>();
  const checks = new Map<RemoteKey, Promise<string>>();

  function checkVersion(key: RemoteKey): Promise<string> {
    let pending = checks.get(key);
    if (!pending) {
      pending = (async () => {
        // A remote that hangs is given up on within the render's deadline, like any slow remote.
        const response = await fetchImpl(new URL(SERVER_MANIFEST_FILE, bases[key]), { cache: 'no-store', signal: AbortSignal.timeout(manifestTimeoutMs) });
        if (!response.ok) throw new RemoteUnavailableError(key, `server manifest answered ${response.status}`);
        return (await sha256Hex(await response.text())).slice(0, 16);
      })().finally(() => checks.delete(key));
      checks.set(key, pending);
    }
    return pending;
  }

  return {
    async loadRoutes(key): Promise<RouteObject[]> {
      const version = await checkVersion(key);
      if (registered.get(key) !== version) {
        const entry = new URL(REMOTE_ENTRY_FILE, bases[key]);
        entry.searchParams.set('v', version);
        federation.registerRemotes([{ name: REMOTES[key].name, entry: entry.href }], { force: registered.has(key) });
        registered.set(key, version);
      }
      return routesOf(key, await federation.loadRemote<unknown>(routesModuleId(key)));
    },
    resetRemote(key) {
      registered.delete(key);
    },
    currentVersion: checkVersion,
  };
}
