import { describe, expect, it, jest } from '@jest/globals';
import { createInstance } from '@module-federation/enhanced/runtime';
import { compatibilityPlugin, hostBuildOf, remoteIncompatibilities, RemoteIncompatibleError, type FederationHost } from './compatibility-plugin.ts';
import { isRemoteUnavailable, offlineFallbackPlugin } from './offline-fallback-plugin.ts';

type AfterLoadManifest = NonNullable<ReturnType<typeof compatibilityPlugin>['afterLoadManifest']>;
type ManifestArgs = Parameters<AfterLoadManifest>[0];

const host = {
  name: 'shell',
  version: '2.9.2',
  options: {
    shared: {
      react: [{ version: '19.3.1', from: 'shell', shareConfig: { requiredVersion: '^19.3.1', singleton: true } }],
      'react-dom': [{ version: '19.3.1', from: 'shell', shareConfig: { requiredVersion: '^19.3.1', singleton: true } }],
    },
  },
} as unknown as FederationHost;

/** A remote's manifest as its build writes it, with `react` at the version given. */
function manifestWith(reactVersion: string, pluginVersion = '2.9.2') {
  return {
    id: 'mfe_test',
    name: 'mfe_test',
    metaData: {
      name: 'mfe_test',
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: 'mfe_test' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'mfe_test',
      pluginVersion,
      publicPath: 'auto',
    },
    shared: [{ id: 'mfe_test:react', name: 'react', version: reactVersion, singleton: true, requiredVersion: `^${reactVersion}`, assets: {}, fallback: '' }],
    remotes: [],
    exposes: [{ id: 'mfe_test:routes', name: 'routes', path: './routes', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
  };
}

function manifestArgs(manifestJson: unknown, extra: Partial<ManifestArgs> = {}): ManifestArgs {
  return {
    manifestUrl: 'http://remote.test/mf-manifest.json',
    moduleInfo: { name: 'mfe_test', entry: 'http://remote.test/mf-manifest.json' },
    manifestJson,
    origin: host,
    ...extra,
  } as ManifestArgs;
}

describe('compatibilityPlugin', () => {
  it('lets a compatible remote through, silently', async () => {
    const report = jest.fn();
    await expect(compatibilityPlugin(report).afterLoadManifest?.(manifestArgs(manifestWith('19.3.1')))).resolves.toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });

  it('fails the load of an incompatible remote and reports why', async () => {
    const report = jest.fn<(error: RemoteIncompatibleError) => void>();
    const loading = compatibilityPlugin(report).afterLoadManifest?.(manifestArgs(manifestWith('18.3.1', '2.10.0')));
    await expect(loading).rejects.toThrow(RemoteIncompatibleError);
    await expect(loading).rejects.toThrow(
      /^mfe_test cannot run in shell:\n {2}- Module Federation: the shell runs 2\.9\.2, the remote was built with 2\.10\.0/,
    );
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0].problems.map((problem) => problem.kind)).toEqual(['federation-version', 'shell-version', 'remote-version']);
  });

  it('logs a refusal with console.error by default', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(compatibilityPlugin().afterLoadManifest?.(manifestArgs(manifestWith('18.3.1')))).rejects.toThrow('react: the remote requires ^18.3.1');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[federation\] mfe_test cannot run in shell:/));
  });

  it('leaves failed fetches to the offline path, and does not check a cached manifest again', async () => {
    const report = jest.fn();
    const plugin = compatibilityPlugin(report);
    await plugin.afterLoadManifest?.(manifestArgs(undefined, { error: new Error('Failed to fetch') }));
    await plugin.afterLoadManifest?.(manifestArgs(manifestWith('18.3.1'), { error: new Error('invalid') }));
    await plugin.afterLoadManifest?.(manifestArgs(manifestWith('18.3.1'), { cached: true }));
    expect(report).not.toHaveBeenCalled();
  });
});

describe('remoteIncompatibilities', () => {
  it("compares a manifest with the host's runtime version and own shared modules", () => {
    expect(hostBuildOf(host)).toMatchObject({ name: 'shell', federationVersion: '2.9.2', shared: [{ name: 'react' }, { name: 'react-dom' }] });
    expect(remoteIncompatibilities(host, manifestWith('19.3.1'))).toEqual([]);
    expect(remoteIncompatibilities(host, manifestWith('18.3.1'))).toHaveLength(2);
  });

  it('refuses a manifest it cannot read', () => {
    expect(remoteIncompatibilities(host, { name: 'x' })).toEqual([{ kind: 'manifest', message: expect.stringContaining('its manifest cannot be read') }]);
  });
});

describe('in the federation runtime (2.9.2)', () => {
  /**
   * A host with the gate and the offline fallback, whose fetches answer the manifest given (and record the URLs). Each
   * at its own manifest URL: the runtime keeps manifest loads in a global, by URL.
   */
  function hostServing(manifest: unknown, fetched: string[], id: string) {
    return createInstance({
      name: `shell_${id}`,
      remotes: [{ name: 'mfe_test', entry: `http://127.0.0.1:9/${id}/mf-manifest.json` }],
      shared: { react: { version: '19.3.1', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^19.3.1' } } },
      plugins: [
        {
          name: 'test-fetch',
          fetch: async (url: string) => {
            fetched.push(url);
            return Response.json(manifest);
          },
        },
        compatibilityPlugin(() => undefined),
        offlineFallbackPlugin(),
      ],
    });
  }

  it("shows an incompatible remote's fallback: loadRemote resolves to the offline marker, and the entry is never fetched", async () => {
    // The runtime also warns about the failed hook.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetched: string[] = [];
    const loaded = await hostServing(manifestWith('18.3.1'), fetched, 'refused').loadRemote<unknown>('mfe_test/routes');
    expect(isRemoteUnavailable(loaded)).toBe(true);
    expect(isRemoteUnavailable(loaded) && loaded.reason).toContain('mfe_test cannot run in shell_refused:');
    expect(isRemoteUnavailable(loaded) && loaded.reason).toContain('react: the remote requires ^18.3.1, the shell provides 19.3.1');
    expect(fetched).toEqual(['http://127.0.0.1:9/refused/mf-manifest.json']);
  });

  it('lets a compatible remote go on to load its entry', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetched: string[] = [];
    const loaded = await hostServing(manifestWith('19.3.1'), fetched, 'accepted').loadRemote<unknown>('mfe_test/routes');
    // Nothing answers at the entry's address: the load fails later, on the entry, not at the gate.
    expect(fetched[0]).toBe('http://127.0.0.1:9/accepted/mf-manifest.json');
    expect(isRemoteUnavailable(loaded)).toBe(true);
    expect(isRemoteUnavailable(loaded) && loaded.reason).toContain('http://127.0.0.1:9/accepted/remoteEntry.js');
    expect(isRemoteUnavailable(loaded) && loaded.reason).not.toContain('cannot run in');
  });
});
