import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTES, REMOTE_ENTRY_FILE, RemoteIncompatibleError, remoteIncompatibilities, routesModuleId, type RemoteKey } from '@invest/mf/runtime';
import type { RouteObject } from 'react-router-dom';
import { RemoteUnavailableError, routesOf, type RemoteRoutesSource } from '../remotes/federation.js';
import type { ServerRemoteBases } from './contract.js';

/** The manifest of a remote's server build, fetched before each render; its hash is the version of the container. */
const SERVER_MANIFEST_FILE = 'mf-manifest.json';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ServerRemoteSource extends RemoteRoutesSource {
  /** The version of a remote's server build now published (its manifest's hash); concurrent asks share one request. */
  currentVersion: (key: RemoteKey) => Promise<string>;
  /** The version of a remote's server build last registered (what its pages are now rendered from), if any. */
  loadedVersion: (key: RemoteKey) => string | undefined;
}

/**
 * The shell's server-side source of remote routes: each remote's server container, loaded through the federation
 * runtime (@module-federation/node's runtime plugin fetches the container and its chunks over HTTP).
 *
 * A container is kept for as long as its remote's server manifest is unchanged: every load asks for the manifest
 * again (concurrent loads share one request), and a new manifest registers the remote again with its new version in
 * the entry's URL, so a remote redeployed alone is rendered from its new build on the next request, without a restart.
 * A new manifest is first compared with this server's federation (the compatibility gate, @invest/mf/runtime): a remote
 * that cannot run here is refused before its container loads, and its region renders the fallback.
 */
export function createServerRemoteSource(bases: ServerRemoteBases, manifestTimeoutMs: number, fetchImpl: typeof fetch = fetch): ServerRemoteSource {
  const federation: ModuleFederation = init({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
  const registered = new Map<RemoteKey, string>();
  const checks = new Map<RemoteKey, Promise<string>>();
  /** The compatibility gate's verdict on each remote's published server build (by version): why it is refused, or null. */
  const refusals = new Map<RemoteKey, { version: string; reason: string | null }>();

  /** Compares a newly published server manifest with this server's federation (as the browser does, compatibility.ts). */
  function judge(key: RemoteKey, version: string, manifestText: string): void {
    if (refusals.get(key)?.version === version) return;
    let manifest: unknown = null;
    try {
      manifest = JSON.parse(manifestText);
    } catch {
      // Unreadable: refused below, like a manifest that is not a federation manifest.
    }
    const problems = remoteIncompatibilities(federation, manifest);
    const reason = problems.length > 0 ? new RemoteIncompatibleError(REMOTES[key].name, federation.name, problems).message : null;
    if (reason) console.error(`[federation] ${reason}`);
    refusals.set(key, { version, reason });
  }

  function checkVersion(key: RemoteKey): Promise<string> {
    let pending = checks.get(key);
    if (!pending) {
      pending = (async () => {
        // A remote that hangs is given up on within the render's deadline, like any slow remote.
        const response = await fetchImpl(new URL(SERVER_MANIFEST_FILE, bases[key]), { cache: 'no-store', signal: AbortSignal.timeout(manifestTimeoutMs) });
        if (!response.ok) throw new RemoteUnavailableError(key, `server manifest answered ${response.status}`);
        const manifestText = await response.text();
        const version = (await sha256Hex(manifestText)).slice(0, 16);
        judge(key, version, manifestText);
        return version;
      })().finally(() => checks.delete(key));
      checks.set(key, pending);
    }
    return pending;
  }

  return {
    async loadRoutes(key): Promise<RouteObject[]> {
      const version = await checkVersion(key);
      // A remote that cannot run in this shell is its fallback, not a crash.
      const refused = refusals.get(key);
      if (refused?.version === version && refused.reason) throw new RemoteUnavailableError(key, refused.reason);
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
    loadedVersion: (key) => registered.get(key),
  };
}
