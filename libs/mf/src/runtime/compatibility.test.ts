import { describe, expect, it } from '@jest/globals';
import {
  buildFromManifest,
  buildFromShareInfos,
  compareBuilds,
  describeIncompatibilities,
  packageOf,
  type FederationBuild,
  type SharedDeclaration,
} from './compatibility.ts';

const singleton = (name: string, version: string, requiredVersion: string | false = `^${version}`): SharedDeclaration => ({
  name,
  version,
  requiredVersion,
  singleton: true,
});

const shell: FederationBuild = {
  name: 'shell',
  federationVersion: '2.9.2',
  shared: [singleton('react', '19.3.1'), singleton('react-dom', '19.3.1'), singleton('@invest/ui', '0.1.0'), singleton('@invest/ui/dialog', '0.1.0')],
};

const remote = (overrides: Partial<FederationBuild> = {}): FederationBuild => ({
  name: 'mfe_marketing',
  federationVersion: '2.9.2',
  shared: [singleton('react', '19.3.1'), singleton('react-dom', '19.3.1'), singleton('@invest/ui', '0.1.0')],
  ...overrides,
});

describe('compareBuilds', () => {
  it('accepts a remote built like the shell', () => {
    expect(compareBuilds(shell, remote())).toEqual([]);
  });

  it('accepts another patch release of the federation, and newer patches of a singleton within both ranges', () => {
    expect(compareBuilds(shell, remote({ federationVersion: '2.9.0' }))).toEqual([]);
    expect(compareBuilds({ ...shell, federationVersion: '2.9.0' }, remote({ federationVersion: '2.9.7' }))).toEqual([]);
    expect(compareBuilds(shell, remote({ shared: [singleton('react', '19.4.0', '^19.0.0')] }))).toEqual([]);
  });

  it.each([
    ['another minor', '2.10.0'],
    ['another major', '3.0.0'],
    ['an older minor', '2.8.5'],
  ])('refuses a remote built with %s of the federation', (_name, version) => {
    const [problem, ...rest] = compareBuilds(shell, remote({ federationVersion: version }));
    expect(rest).toEqual([]);
    expect(problem?.kind).toBe('federation-version');
    expect(problem?.message).toContain(`the shell runs 2.9.2, the remote was built with ${version}`);
    expect(problem?.message).toContain('@module-federation/enhanced 2.9.2');
  });

  it('refuses a remote that does not say which federation built it', () => {
    expect(compareBuilds(shell, remote({ federationVersion: undefined }))).toEqual([
      expect.objectContaining({ kind: 'federation-version', message: expect.stringContaining('the remote was built with an unknown version') }),
    ]);
    expect(compareBuilds({ ...shell, federationVersion: undefined }, remote())[0]?.message).toContain(
      "the shell runs an unknown version, the remote was built with 2.9.2; they need the same major.minor. Rebuild the remote with @module-federation/enhanced the shell's version",
    );
  });

  it('refuses a singleton on another major, both ways, naming the package, both versions and what to do', () => {
    const problems = compareBuilds(shell, remote({ shared: [singleton('react', '18.3.1')] }));
    expect(problems.map((problem) => [problem.kind, problem.package])).toEqual([
      ['shell-version', 'react'],
      ['remote-version', 'react'],
    ]);
    expect(problems[0]?.message).toBe(
      'react: the remote requires ^18.3.1, the shell provides 19.3.1. Rebuild the remote against react 19.3.1, or deploy a shell that provides ^18.3.1 first.',
    );
    expect(problems[1]?.message).toContain('react: the shell requires ^19.3.1, the remote provides 18.3.1');
  });

  it('refuses a remote requiring a newer version than the shell provides (one way)', () => {
    const problems = compareBuilds(shell, remote({ shared: [singleton('react-dom', '19.4.0')] }));
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'shell-version', package: 'react-dom', message: expect.stringContaining('requires ^19.4.0, the shell provides 19.3.1') }),
    ]);
  });

  it('refuses a remote whose copy would not suit the shell (the other way)', () => {
    const problems = compareBuilds(shell, remote({ shared: [singleton('react', '20.0.0', '>=19')] }));
    expect(problems).toEqual([expect.objectContaining({ kind: 'remote-version', package: 'react' })]);
  });

  it('refuses a singleton the shell does not provide, with its own message', () => {
    const problems = compareBuilds(shell, remote({ shared: [singleton('zod', '4.6.7')] }));
    expect(problems).toEqual([
      {
        kind: 'not-provided',
        package: 'zod',
        message: expect.stringMatching(/^zod: the remote shares it as a singleton \(4\.6\.7, requires \^4\.6\.7\), the shell does not provide it\. Drop it/),
      },
    ]);
  });

  it("holds another entry point of a package the shell provides to that package's version", () => {
    expect(compareBuilds(shell, remote({ shared: [singleton('@invest/ui/tabs', '0.1.0')] }))).toEqual([]);
    const problems = compareBuilds(shell, remote({ shared: [singleton('@invest/ui/tabs', '0.2.0')] }));
    expect(problems.map((problem) => problem.kind)).toEqual(['shell-version', 'remote-version']);
    expect(problems[0]?.message).toContain('the shell provides @invest/ui 0.1.0');
    expect(compareBuilds(shell, remote({ shared: [singleton('react/jsx-runtime', '18.3.1')] }))).toHaveLength(2);
  });

  it('refuses a module shared as a singleton on one side only', () => {
    const problems = compareBuilds(shell, remote({ shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: false }] }));
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'singleton-mode', package: 'react', message: expect.stringContaining('a singleton in the shell only') }),
    ]);
  });

  it('does not compare non-singletons, what only the shell shares, or ranges that are not given', () => {
    const shared: SharedDeclaration[] = [
      { name: 'lodash', version: '4.17.21', requiredVersion: '^4.17.0', singleton: false },
      { name: 'react', version: '19.3.1', requiredVersion: false, singleton: true },
      { name: 'react-dom', requiredVersion: '^19.0.0', singleton: true },
    ];
    expect(compareBuilds(shell, remote({ shared }))).toEqual([]);
  });

  it('lists every problem at once', () => {
    const problems = compareBuilds(shell, remote({ federationVersion: '2.10.1', shared: [singleton('react', '18.3.1'), singleton('zod', '4.6.7')] }));
    expect(problems.map((problem) => problem.kind)).toEqual(['federation-version', 'shell-version', 'remote-version', 'not-provided']);
  });
});

describe('buildFromManifest', () => {
  const manifest = {
    id: 'mfe_demo',
    name: 'mfe_demo',
    metaData: { name: 'mfe_demo', pluginVersion: '2.9.2', publicPath: 'auto' },
    shared: [
      { id: 'mfe_demo:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1', assets: {} },
      { id: 'mfe_demo:lodash', name: 'lodash', version: '4.17.21', singleton: false, requiredVersion: false, assets: {} },
      { id: 'broken' },
    ],
    exposes: [],
    remotes: [],
  };

  it("reads the name, the federation version and each shared module's declaration", () => {
    expect(buildFromManifest(manifest)).toEqual({
      name: 'mfe_demo',
      federationVersion: '2.9.2',
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
        { name: 'lodash', version: '4.17.21', requiredVersion: false, singleton: false },
      ],
    });
  });

  it('throws on anything that is not a federation manifest', () => {
    for (const bad of [null, 'x', [], { name: 'x' }, { metaData: {} }, { metaData: {}, shared: {} }]) {
      expect(() => buildFromManifest(bad)).toThrow('not a Module Federation manifest');
    }
  });
});

describe('buildFromShareInfos', () => {
  it("reads the runtime's share info, preferring the instance's own entry", () => {
    const build = buildFromShareInfos('shell', '2.9.2', {
      react: [
        { version: '18.3.1', from: 'mfe_other', shareConfig: { requiredVersion: '^18.3.1', singleton: true } },
        { version: '19.3.1', from: 'shell', shareConfig: { requiredVersion: '^19.3.1', singleton: true } },
      ],
      'react-dom': [{ version: '19.3.1', from: 'mfe_other' }],
      empty: [],
    });
    expect(build).toEqual({
      name: 'shell',
      federationVersion: '2.9.2',
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
        { name: 'react-dom', version: '19.3.1', requiredVersion: undefined, singleton: false },
      ],
    });
  });
});

describe('packageOf and describeIncompatibilities', () => {
  it('names the package of a deep import', () => {
    expect(['react', 'react/jsx-runtime', '@invest/ui', '@invest/ui/tabs', '@reduxjs/toolkit/query/react'].map(packageOf)).toEqual([
      'react',
      'react',
      '@invest/ui',
      '@invest/ui',
      '@reduxjs/toolkit',
    ]);
  });

  it('writes one line per problem under a heading naming both sides', () => {
    const problems = compareBuilds(shell, remote({ shared: [singleton('zod', '1.0.0')] }));
    expect(describeIncompatibilities('mfe_marketing', 'shell', problems)).toMatch(/^mfe_marketing cannot run in shell:\n {2}- zod: /);
  });
});
