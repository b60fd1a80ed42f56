import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  buildFromManifest,
  buildFromShareInfos,
  compareBuilds,
  describeIncompatibilities,
  type FederationBuild,
  type Incompatibility,
} from './compatibility.ts';

/** Thrown (so the load fails and the remote's fallback shows) when a remote cannot run in this shell. */
export class RemoteIncompatibleError extends Error {
  readonly remote: string;
  readonly problems: readonly Incompatibility[];
  constructor(remote: string, host: string, problems: readonly Incompatibility[]) {
    super(describeIncompatibilities(remote, host, problems));
    this.name = 'RemoteIncompatibleError';
    this.remote = remote;
    this.problems = problems;
  }
}

/** The part of a federation instance the gate reads: its name, runtime version and own shared modules. */
export type FederationHost = Pick<ModuleFederation, 'name' | 'version' | 'options'>;

/** The shell's side of the comparison, from its running federation instance. */
export function hostBuildOf(host: FederationHost): FederationBuild {
  return buildFromShareInfos(host.name, host.version, host.options.shared);
}

/** Why the remote whose manifest this is cannot run in `host` (an unreadable manifest is one such reason). */
export function remoteIncompatibilities(host: FederationHost, manifest: unknown): Incompatibility[] {
  let remote: FederationBuild;
  try {
    remote = buildFromManifest(manifest);
  } catch (error) {
    return [{ kind: 'manifest', message: `its manifest cannot be read: ${error instanceof Error ? error.message : String(error)}` }];
  }
  return compareBuilds(hostBuildOf(host), remote);
}

const logRefusal = (error: RemoteIncompatibleError) => console.error(`[federation] ${error.message}`);

/**
 * The compatibility gate at run time: once a remote's manifest is fetched, and before its entry is loaded, the remote
 * is compared with this shell (federation version and shared singletons, compatibility.ts). A mismatch fails the load,
 * so the offline fallback (offline-fallback-plugin.ts) shows the remote's fallback, and is logged. A refused manifest
 * is not cached: Retry (the remote registered again) fetches and checks it again.
 */
export function compatibilityPlugin(report: (error: RemoteIncompatibleError) => void = logRefusal): ModuleFederationRuntimePlugin {
  return {
    name: 'invest-compatibility',
    async afterLoadManifest({ manifestJson, error, cached, moduleInfo, origin }) {
      // A failed fetch is the offline path's; a cached manifest passed this check when it was fetched.
      if (error !== undefined || cached || !manifestJson) return;
      const problems = remoteIncompatibilities(origin, manifestJson);
      if (problems.length === 0) return;
      const refused = new RemoteIncompatibleError(moduleInfo.name, origin.name, problems);
      report(refused);
      throw refused;
    },
  };
}
