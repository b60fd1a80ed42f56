import type { RemoteKey } from '@invest/mf/ownership';
import { platformConfigFromEnv, REMOTE_SERVERS, type Env, type PlatformConfigBody } from '@invest/mf/serving';
import type { ServerRemoteBases } from '@invest/shell/server-contract';

/** Folder of a remote's server build next to its browser build (libs/mf's build/webpack-config.ts SERVER_DIST): `<remote>/server/`. */
export const REMOTE_SERVER_FOLDER = 'server/';

/**
 * Where the shell's server fetches each remote's server build (the folder with its remoteEntry.js and
 * mf-manifest.json): REMOTE_<NAME>_SERVER_URL, else the `server/` folder beside the browser manifest of
 * REMOTE_<NAME>_URL. Compose names the remotes' inside addresses, which the browser never sees.
 */
export function serverRemotesFromEnv(env: Env, config: Pick<PlatformConfigBody, 'remotes'> = platformConfigFromEnv(env)): ServerRemoteBases {
  const bases: Partial<Record<RemoteKey, string>> = {};
  for (const remote of REMOTE_SERVERS) {
    const named = env[remote.serverEnvVar];
    const base = named ? new URL(named.endsWith('/') ? named : `${named}/`) : new URL(REMOTE_SERVER_FOLDER, config.remotes[remote.key]);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error(`${remote.serverEnvVar} must be an http(s) URL, not ${named}`);
    bases[remote.key] = base.href;
  }
  return bases as ServerRemoteBases;
}
