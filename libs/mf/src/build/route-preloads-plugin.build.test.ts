import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, Stats } from 'webpack';
import { ROUTE_PRELOADS_FILE, readRoutePreloads, type RoutePreloads } from '../route-preloads.ts';
import { createFederationConfig } from './federation-config.ts';
import { createSharedConfig } from './shared-config.ts';
import { RoutePreloadsPlugin } from './route-preloads-plugin.ts';

// Required, not imported: Jest's ESM interop would read (and warn about) every deprecated export of webpack.
const webpack = createRequire(import.meta.url)('webpack') as typeof import('webpack');

const repoModules = resolve(import.meta.dirname, '../../../../node_modules');
const out = mkdtempSync(join(tmpdir(), 'route-preloads-'));

/**
 * A remote with two lazy pages (one consuming the shared `react`) and a shell whose bootstrap consumes `react` and
 * sets a store loader whose chunk consumes `react-dom`.
 */
const sources: Record<string, string> = {
  'remote/routes.js': `const lazyRoute = (path, meta, load) => ({ path, handle: meta, lazy: load });
export const routes = [
  lazyRoute('/a', { title: 'A' }, () => import('./page-a.js')),
  lazyRoute("/b", { title: 'B' }, () => import('./page-b.js')),
];`,
  'remote/page-a.js': `import { createElement } from 'react';\nexport default function A() { return createElement('h1', null, 'A'); }`,
  'remote/page-b.js': `export default function B() { return null; }`,
  'shell/main.js': `void import('./bootstrap.js');`,
  'shell/bootstrap.js': `import { version } from 'react';
import { setPlatformStoreLoader } from './platform.js';
globalThis.reactVersion = version;
setPlatformStoreLoader(async () => (await import('./client-store.js')).createClientStore());
void import('./other.js');`,
  'shell/platform.js': `export function setPlatformStoreLoader(load) { globalThis.storeLoader = load; }`,
  'shell/client-store.js': `import { version } from 'react-dom';\nexport function createClientStore() { return version; }`,
  'shell/other.js': `export const other = 1;`,
};

const shared = createSharedConfig();

function config(kind: 'host' | 'remote'): Configuration {
  const folder = join(out, kind === 'host' ? 'shell' : 'remote');
  const federation = createFederationConfig({ name: kind === 'host' ? 'shell' : 'mfe_fixture', kind, exposes: { './routes': join(folder, 'routes.js') } });
  return {
    name: kind,
    mode: 'production',
    context: folder,
    target: 'web',
    devtool: false,
    entry: kind === 'host' ? { main: join(folder, 'main.js') } : {},
    output: { path: join(folder, 'dist'), publicPath: kind === 'host' ? '/' : 'auto', uniqueName: federation.name, chunkFilename: '[name].[contenthash:8].js' },
    resolve: { modules: [repoModules] },
    // React and react-dom alone of the platform's shared modules (as the platform declares them): the fixture has no workspace libraries.
    plugins: [
      new ModuleFederationPlugin({ ...federation, shared: { react: shared.react!, 'react-dom': shared['react-dom']! }, manifest: false }),
      new RoutePreloadsPlugin(),
    ],
    optimization: { minimize: false },
    infrastructureLogging: { level: 'error' },
  };
}

function listOf(folder: string): RoutePreloads {
  const list = readRoutePreloads(JSON.parse(readFileSync(join(out, folder, 'dist', ROUTE_PRELOADS_FILE), 'utf8')));
  if (!list) throw new Error(`${folder}: no readable ${ROUTE_PRELOADS_FILE}`);
  return list;
}

beforeAll(async () => {
  for (const [file, text] of Object.entries(sources)) {
    mkdirSync(join(out, file, '..'), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  const stats = await new Promise<Stats[]>((done, fail) => {
    webpack([config('remote'), config('host')], (error, result) => (error || !result ? fail(error ?? new Error('no stats')) : done(result.stats)));
  });
  const errors = stats.filter((one) => one.hasErrors()).map((one) => one.toString('errors-only'));
  if (errors.length > 0) throw new Error(errors.join('\n'));
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('RoutePreloadsPlugin in a real build', () => {
  it("lists each lazyRoute page of a remote: the ./routes chunk, the page's chunk, the share keys the page consumes", () => {
    const remote = listOf('remote');
    expect(remote.name).toBe('mfe_fixture');
    expect(Object.keys(remote.routes)).toEqual(['/a', '/b']);
    const [a, b] = [remote.routes['/a']!, remote.routes['/b']!];
    // The ./routes chunk, in both.
    const routesChunk = a.js.filter((file) => b.js.includes(file));
    expect(routesChunk).toHaveLength(1);
    // Each page has a chunk of its own, not the other's.
    expect(a.js.filter((file) => !b.js.includes(file))).toHaveLength(1);
    expect(b.js.filter((file) => !a.js.includes(file))).toHaveLength(1);
    expect(a.shared).toEqual(['react']);
    expect(b.shared).toEqual([]);
    // The names are the files written (after webpack settled their content hashes).
    for (const file of new Set([...a.js, ...b.js])) expect(readFileSync(join(out, 'remote', 'dist', file), 'utf8').length).toBeGreaterThan(0);
  });

  it("lists the shell's provided shared modules with their files, and what it loads before bootstrap (its entry, bootstrap's chunks and what they consume)", () => {
    const shell = listOf('shell');
    expect(shell.routes).toEqual({});
    const react = shell.shared.react;
    expect(react?.js.length).toBeGreaterThan(0);
    expect(shell.startup).toEqual(expect.arrayContaining(['main.js', ...(react?.js ?? [])]));
    // The document's own <script> loads the entry: the rest of startup is what the entry fetches.
    expect(shell.entry).toEqual(['main.js']);
  });

  it("lists what the shell's store loader imports (setPlatformStoreLoader's import(): its chunk and the share keys it consumes), and no store for a remote", () => {
    const shell = listOf('shell');
    expect(shell.store?.js).toHaveLength(1);
    expect(shell.store?.shared).toEqual(['react-dom']);
    const storeChunk = readFileSync(join(out, 'shell', 'dist', shell.store?.js[0] ?? ''), 'utf8');
    expect(storeChunk).toContain('createClientStore');
    expect(storeChunk).not.toContain('other');
    expect(listOf('remote').store).toBeNull();
  });
});
