import { webcrypto } from 'node:crypto';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { init } from '@module-federation/enhanced/runtime';
import { REMOTE_KEYS, type RemoteKey } from '@invest/mf/runtime';
import { RemoteUnavailableError } from '../remotes/federation.js';
import type { ServerRemoteBases } from './contract.js';
import { createServerRemoteSource } from './server-remotes.js';

// The shell's server federation as its build sets it up: its own shared singletons (the source joins it by name).
const federation = init({
  name: 'shell',
  remotes: [],
  shared: { react: { version: '19.3.1', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^19.3.1' } } },
});

const bases = Object.fromEntries(REMOTE_KEYS.map((key) => [key, `http://127.0.0.1:9/${key}/server/`])) as ServerRemoteBases;

function serverManifest(reactVersion: string): string {
  return JSON.stringify({
    id: 'mfe_marketing',
    name: 'mfe_marketing',
    metaData: {
      name: 'mfe_marketing',
      pluginVersion: '2.9.2',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'commonjs-module' },
      publicPath: '/server/',
    },
    shared: [{ id: 'mfe_marketing:react', name: 'react', version: reactVersion, singleton: true, requiredVersion: `^${reactVersion}` }],
    remotes: [],
    exposes: [],
  });
}

/** Answers each remote's server manifest with the text given for it. */
function serving(manifests: Partial<Record<RemoteKey, string>>): typeof fetch {
  return async (input) => {
    const key = REMOTE_KEYS.find((candidate) => String(input) === `${bases[candidate]}mf-manifest.json`);
    const body = key ? manifests[key] : undefined;
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
  };
}

// The server's hash of a manifest uses Web Crypto, which the test DOM does not have.
beforeEach(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});

/** Watches the remotes registered with the federation; a container, once registered, loads a route table. */
function watchContainers() {
  jest.spyOn(federation, 'loadRemote').mockResolvedValue({ routes: [] });
  return jest.spyOn(federation, 'registerRemotes');
}

describe('createServerRemoteSource: the compatibility gate', () => {
  it('refuses a remote whose server build cannot run in this shell, and logs why once per build', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const registered = watchContainers();
    const source = createServerRemoteSource(bases, 1_000, serving({ marketing: serverManifest('18.3.1') }));
    const loading = source.loadRoutes('marketing');
    await expect(loading).rejects.toThrow(RemoteUnavailableError);
    await expect(loading).rejects.toThrow(
      /^Remote mfe_marketing is unavailable: mfe_marketing cannot run in shell:\n {2}- react: the remote requires \^18\.3\.1, the shell provides 19\.3\.1/,
    );
    await expect(source.loadRoutes('marketing')).rejects.toThrow('cannot run in shell');
    // Its version is still known (rendered pages are keyed on it); the refusal is logged for this build once.
    await expect(source.currentVersion('marketing')).resolves.toMatch(/^[0-9a-f]{16}$/);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[federation\] mfe_marketing cannot run in shell:\n/));
    // Its container is never loaded.
    expect(registered).not.toHaveBeenCalled();
  });

  it('refuses a server manifest it cannot read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = createServerRemoteSource(bases, 1_000, serving({ products: 'not json' }));
    await expect(source.loadRoutes('products')).rejects.toThrow('its manifest cannot be read');
  });

  it('lets a compatible remote through to its container', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const registered = watchContainers();
    const source = createServerRemoteSource(bases, 1_000, serving({ demo: serverManifest('19.3.1') }));
    await expect(source.loadRoutes('demo')).resolves.toEqual([]);
    expect(registered).toHaveBeenCalledWith(
      [expect.objectContaining({ name: 'mfe_demo', entry: expect.stringMatching(/^http:\/\/127\.0\.0\.1:9\/demo\/server\/remoteEntry\.js\?v=[0-9a-f]{16}$/) })],
      { force: false },
    );
    expect(error).not.toHaveBeenCalled();
  });
});
