import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROUTE_PRELOADS_FILE, ROUTE_PRELOADS_SCHEMA, type RoutePreloads } from '../libs/mf/src/route-preloads.ts';
import { checkRemote, EXIT, USAGE } from './check-remote.ts';
import { buildFixtures, fixtureDist } from './fixtures/incompatible-remote/build.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'check-remote-'));
const dist = (app: 'shell' | 'compatible' | 'incompatible') => fixtureDist(out, app);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(script: string, args: readonly string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The gate in this process, its output collected. */
async function check(args: readonly string[], fetchImpl?: typeof fetch): Promise<Run> {
  const lines = { stdout: [] as string[], stderr: [] as string[] };
  const code = await checkRemote(args, { out: (line) => lines.stdout.push(line), err: (line) => lines.stderr.push(line), fetchImpl });
  return { code, stdout: lines.stdout.join('\n'), stderr: lines.stderr.join('\n') };
}

/** Serves the fixture builds at http://apps.test/<app>/…, from disk (404 for what is not there). */
const fetchFromDisk: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.host !== 'apps.test') throw new TypeError('fetch failed');
  try {
    return new Response(readFileSync(join(out, url.pathname.replace(/^\/([^/]+)\//, '$1/dist/'))), { headers: { 'content-type': 'application/json' } });
  } catch {
    return new Response('not found', { status: 404 });
  }
};

beforeAll(async () => {
  // Real webpack builds with the platform's own federation options: a shell, a compatible remote, and a remote built
  // as if against React 18 (tools/fixtures/incompatible-remote), browser and server builds each.
  await buildFixtures(out, ['shell', 'compatible', 'incompatible'], 'mfe_fixture', true);
  // The fixture builds leave out the platform's route-preloads plugin: the compatible remote gets a list naming its
  // own `./routes` files, as the plugin would write it.
  writeFileSync(join(dist('compatible'), ROUTE_PRELOADS_FILE), JSON.stringify(preloadListOf(join(dist('compatible'), 'mf-manifest.json'))));
}, 300_000);

/** A route preload list for the remote whose browser manifest is at `manifestPath`, naming `files` (default: its `./routes` files). */
function preloadListOf(manifestPath: string, files?: string[]): RoutePreloads {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  if (!routes) throw new Error(`${manifestPath} has no ./routes expose`);
  const js = files ?? [...routes.assets.js.sync, ...routes.assets.js.async];
  return {
    schema: ROUTE_PRELOADS_SCHEMA,
    name: 'mfe_fixture',
    routes: { '/fixture-remote': { js, shared: ['react'] } },
    shared: {},
    startup: [],
    entry: [],
    store: null,
  };
}

/** A folder holding a copy of the compatible remote's browser manifest and, when given, `list` as its route-preloads.json. */
function remoteFolder(list?: unknown): string {
  const folder = mkdtempSync(join(out, 'remote-'));
  writeFileSync(join(folder, 'mf-manifest.json'), readFileSync(join(dist('compatible'), 'mf-manifest.json')));
  if (list !== undefined) writeFileSync(join(folder, ROUTE_PRELOADS_FILE), JSON.stringify(list));
  return folder;
}

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run check:remote', () => {
  it('refuses a remote built on purpose against another major of React, exit 1, naming the package, both versions and what to do', async () => {
    const result = await run('tools/check-remote.ts', ['--shell', dist('shell'), '--remote', dist('incompatible')]);
    expect(result.code).toBe(EXIT.incompatible);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('mfe_fixture (browser build) cannot run in shell:\n');
    expect(result.stderr).toContain('mfe_fixture (server build) cannot run in shell:\n');
    expect(result.stderr).toContain(
      '  - react: the remote requires ^18.3.1, the shell provides 19.3.1. Rebuild the remote against react 19.3.1, or deploy a shell that provides ^18.3.1 first.\n',
    );
    expect(result.stderr).toContain('  - react: the shell requires ^19.3.1, the remote provides 18.3.1');
    expect(result.stderr).toMatch(/Not compatible: do not publish this remote\.[^\n]*\n$/);
  });

  it('accepts a compatible remote build with one OK line, exit 0', async () => {
    const result = await run('tools/check-remote.ts', ['--shell', dist('shell'), '--remote', dist('compatible')]);
    expect(result).toEqual({
      code: EXIT.ok,
      stdout: expect.stringMatching(
        /^OK: mfe_fixture can run in shell \(browser build and server build: Module Federation 2\.\d+\.\d+, 3 shared singletons checked\)\.\n$/,
      ),
      stderr: '',
    });
  });

  it('is the npm script', () => {
    const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['check:remote']).toBe('node tools/check-remote.ts');
  });
});

describe('checkRemote', () => {
  it('takes manifest files, dist folders and app folders', async () => {
    expect((await check(['--shell', join(dist('shell'), 'mf-manifest.json'), '--remote', join(dist('incompatible'), 'server', 'mf-manifest.json')])).code).toBe(
      EXIT.incompatible,
    );
    const files = await check(['--shell', join(dist('shell'), 'mf-manifest.json'), '--remote', join(dist('compatible'), 'mf-manifest.json')]);
    expect(files.stdout).toMatch(/^OK: mfe_fixture can run in shell \(manifest: /);
    const appFolders = await check(['--shell', join(out, 'shell'), '--remote', join(out, 'incompatible')]);
    expect(appFolders.code).toBe(EXIT.incompatible);
  });

  it('takes URLs: a manifest, or the folder it is published in (with its server build when there is one)', async () => {
    const folders = await check(['--shell', 'http://apps.test/shell', '--remote', 'http://apps.test/incompatible/'], fetchFromDisk);
    expect(folders.code).toBe(EXIT.incompatible);
    expect(folders.stderr).toContain('(server build) cannot run in shell');
    const manifests = await check(
      ['--shell', 'http://apps.test/shell/mf-manifest.json', '--remote', 'http://apps.test/compatible/mf-manifest.json'],
      fetchFromDisk,
    );
    expect(manifests.code).toBe(EXIT.ok);
    // A remote published without a server build: its browser build is checked.
    const noServer = mkdtempSync(join(out, 'browser-only-'));
    writeFileSync(join(noServer, 'mf-manifest.json'), readFileSync(join(dist('compatible'), 'mf-manifest.json')));
    const browserOnly = await check(['--shell', 'http://apps.test/shell/', '--remote', noServer], fetchFromDisk);
    expect(browserOnly.stdout).toMatch(/\(browser build: /);
  });

  it('warns, exit 0, when a remote folder has no route-preloads.json, one it cannot read, or one from another build', async () => {
    const manifest = join(dist('compatible'), 'mf-manifest.json');
    const cases: [string, string][] = [
      [remoteFolder(), `no ${ROUTE_PRELOADS_FILE} beside its mf-manifest.json`],
      [remoteFolder({ schema: 99, name: 'mfe_fixture' }), 'is not a route preload list this platform reads'],
      [remoteFolder(preloadListOf(manifest, ['__federation_expose_routes.0badc0de.js'])), 'a list from another build'],
    ];
    for (const [folder, problem] of cases) {
      const result = await check(['--shell', dist('shell'), '--remote', folder]);
      expect(result.code).toBe(EXIT.ok);
      expect(result.stdout).toMatch(/^OK: mfe_fixture can run in shell/);
      expect(result.stderr).toContain(`Warning: mfe_fixture: `);
      expect(result.stderr).toContain(problem);
      expect(result.stderr).toContain("The shell's server will preload none of its pages' files");
    }
    // Its own list, read from disk or through its URL: no warning.
    expect((await check(['--shell', dist('shell'), '--remote', remoteFolder(preloadListOf(manifest))])).stderr).toBe('');
    expect((await check(['--shell', 'http://apps.test/shell/', '--remote', 'http://apps.test/compatible/'], fetchFromDisk)).stderr).toBe('');
    // Published without one, at a URL (its address answers 404): the same warning.
    mkdirSync(join(out, 'no-list', 'dist'), { recursive: true });
    writeFileSync(join(out, 'no-list', 'dist', 'mf-manifest.json'), readFileSync(manifest));
    const published = await check(['--shell', 'http://apps.test/shell/', '--remote', 'http://apps.test/no-list/'], fetchFromDisk);
    expect(published.code).toBe(EXIT.ok);
    expect(published.stderr).toContain(`no ${ROUTE_PRELOADS_FILE} beside its mf-manifest.json`);
  });

  it.each([
    ['no arguments', []],
    ['no --remote', ['--shell', 'shell/dist']],
    ['an unknown option', ['--shell', 'a', '--remote', 'b', '--force']],
    ['a positional argument', ['shell/dist']],
  ])('exits 2 with the usage on %s', async (_name, args) => {
    const result = await check(args);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain(USAGE);
  });

  it('exits 2 when a manifest cannot be read', async () => {
    const missing = await check(['--shell', join(out, 'nothing-here'), '--remote', dist('compatible')]);
    expect(missing).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining('no such file or folder') });
    const notManifest = join(out, 'not-a-manifest.json');
    writeFileSync(notManifest, '{"name":"x"}');
    expect(await check(['--shell', dist('shell'), '--remote', notManifest])).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('not a Module Federation manifest'),
    });
    writeFileSync(notManifest, 'not json');
    expect((await check(['--shell', dist('shell'), '--remote', notManifest])).stderr).toContain(`cannot read ${notManifest}`);
    const down = await check(['--shell', 'http://apps.test/shell/', '--remote', 'http://down.test/mf-manifest.json'], fetchFromDisk);
    expect(down).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining('cannot read http://down.test/mf-manifest.json: fetch failed') });
    const gone = await check(['--shell', 'http://apps.test/shell/', '--remote', 'http://apps.test/gone/mf-manifest.json'], fetchFromDisk);
    expect(gone.stderr).toContain('answered 404');
  });

  it('prints the usage on --help', async () => {
    expect(await check(['--help'])).toEqual({ code: EXIT.ok, stdout: USAGE, stderr: '' });
  });
});
