import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REMOTE_ENTRY_FILE } from '../ownership.ts';
import { createSharedConfig } from './shared-config.ts';

export type FederationOptions = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]>;
export type AppKind = 'host' | 'remote';

/**
 * The Module Federation options of one app. Hosts declare no remotes at build time: the shell
 * registers them at run time from /platform-config.json, so a remote redeploys alone.
 */
export function createFederationConfig(options: {
  name: string;
  kind: AppKind;
  exposes?: Record<string, string>;
  /**
   * Remotes: expect the federation runtime from the page (the shell's, or federation-runtime.js on the remote's own
   * page) instead of shipping it in remoteEntry.js. The host always provides it.
   */
  externalRuntime?: boolean;
}): FederationOptions {
  const common: FederationOptions = {
    name: options.name,
    shared: createSharedConfig({ provideEveryWorkspaceEntry: options.kind === 'host' }),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: true,
  };
  // These are browser builds: the federation runtime leaves out its Node script loader.
  const optimization = { target: 'web' } as const;
  if (options.kind === 'host') return { ...common, remotes: {}, experiments: { provideExternalRuntime: true, optimization } };
  return {
    ...common,
    filename: REMOTE_ENTRY_FILE,
    exposes: options.exposes ?? {},
    experiments: { externalRuntime: options.externalRuntime ?? false, optimization },
  };
}

const requireFromHere = createRequire(import.meta.url);

/**
 * The Module Federation options of an app's server (Node) build: the same name, exposes and shared singletons as its
 * browser build, a CommonJS container, and @module-federation/node's runtime plugin, which fetches a remote's
 * server container and its chunks over HTTP and runs them. The shell's server registers the remotes at run time,
 * like its browser build.
 */
export function createServerFederationConfig(options: { name: string; kind: AppKind; exposes?: Record<string, string> }): FederationOptions {
  const common: FederationOptions = {
    name: options.name,
    shared: createSharedConfig({ provideEveryWorkspaceEntry: options.kind === 'host' }),
    shareStrategy: 'loaded-first',
    dts: false,
    remoteType: 'script',
    library: { type: 'commonjs-module' },
    runtimePlugins: [requireFromHere.resolve('@module-federation/node/runtimePlugin')],
  };
  if (options.kind === 'host') return { ...common, remotes: {} };
  return { ...common, manifest: true, filename: REMOTE_ENTRY_FILE, exposes: options.exposes ?? {} };
}
