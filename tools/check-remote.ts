/**
 * The deploy gate of a remote (Node 24 runs this file directly):
 *
 *   npm run check:remote -- --shell <shell> --remote <remote>
 *
 * Each side is an `mf-manifest.json` file, a dist folder (its `mf-manifest.json` and, when built, its server build's
 * `server/mf-manifest.json`; an app folder is read through its `dist/`) or an http(s) URL (a manifest, or the folder it
 * is published in). It compares the remote with the shell as the shell does before it loads a remote
 * (libs/mf/src/runtime/compatibility.ts): the Module Federation version (same major.minor) and every shared singleton's
 * version and required range, both directions. Exit 0: the remote can run in that shell; 1: it cannot (the problems
 * are listed); 2: bad arguments or a manifest that cannot be read.
 *
 * A remote given as a folder (or the URL of one) is also checked for the `route-preloads.json` its browser build writes
 * beside its manifest (libs/mf/src/route-preloads.ts): the shell's server reads it to preload a page's files. Missing,
 * unreadable or left from another build, the remote still runs, only its pages hydrate later on a slow link: the gate
 * says so on stderr and still exits 0.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { matchesManifest, readRoutePreloads, ROUTE_PRELOADS_FILE } from '../libs/mf/src/route-preloads.ts';
import { buildFromManifest, compareBuilds, describeIncompatibilities, type FederationBuild } from '../libs/mf/src/runtime/compatibility.ts';

export const USAGE = 'Usage: npm run check:remote -- --shell <mf-manifest.json | dist folder | URL> --remote <mf-manifest.json | dist folder | URL>';

export const EXIT = { ok: 0, incompatible: 1, usage: 2 } as const;

const MANIFEST = 'mf-manifest.json';
const SERVER_MANIFEST = `server/${MANIFEST}`;

/** Which builds a comparison is of: a folder gives the browser build and, when there is one, the server build. */
type Target = 'browser build' | 'server build' | 'manifest';

/** Where one side's manifests are: a single manifest, or a folder's browser manifest and optional server manifest. */
type Side = { kind: 'file'; manifest: string } | { kind: 'folder'; browser: string; server: string };

export interface CheckIo {
  out: (line: string) => void;
  err: (line: string) => void;
  fetchImpl?: typeof fetch;
}

/** Bad arguments or a manifest that cannot be read: the gate cannot decide (exit 2). */
class GateInputError extends Error {}

const isUrl = (arg: string) => /^https?:\/\//i.test(arg);

/** Reads `--shell` / `--remote` as a manifest file, a dist (or app) folder, or a URL. */
export function sideOf(arg: string): Side {
  if (isUrl(arg)) {
    const url = new URL(arg);
    if (url.pathname.endsWith('.json')) return { kind: 'file', manifest: url.href };
    if (!url.pathname.endsWith('/')) url.pathname += '/';
    return { kind: 'folder', browser: new URL(MANIFEST, url).href, server: new URL(SERVER_MANIFEST, url).href };
  }
  const path = resolve(arg);
  if (!existsSync(path)) throw new GateInputError(`${arg}: no such file or folder`);
  if (!statSync(path).isDirectory()) return { kind: 'file', manifest: path };
  const dist = !existsSync(join(path, MANIFEST)) && existsSync(join(path, 'dist', MANIFEST)) ? join(path, 'dist') : path;
  return { kind: 'folder', browser: join(dist, MANIFEST), server: join(dist, SERVER_MANIFEST) };
}

/** A manifest's (or another build file's) JSON; null when an optional one (a folder's server manifest) is not there. */
async function readManifest(location: string, optional: boolean, fetchImpl: typeof fetch): Promise<unknown> {
  try {
    if (isUrl(location)) {
      const response = await fetchImpl(location, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
      if (optional && response.status === 404) return null;
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return await response.json();
    }
    if (optional && !existsSync(location)) return null;
    return JSON.parse(readFileSync(location, 'utf8'));
  } catch (error) {
    throw new GateInputError(`cannot read ${location}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function optionalBuildAt(location: string, fetchImpl: typeof fetch): Promise<FederationBuild | null> {
  const manifest = await readManifest(location, true, fetchImpl);
  return manifest === null ? null : parsed(location, manifest);
}

async function buildAt(location: string, fetchImpl: typeof fetch): Promise<FederationBuild> {
  return parsed(location, await readManifest(location, false, fetchImpl));
}

function parsed(location: string, manifest: unknown): FederationBuild {
  try {
    return buildFromManifest(manifest);
  } catch (error) {
    throw new GateInputError(`${location}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

interface Pair {
  target: Target;
  shell: FederationBuild;
  remote: FederationBuild;
}

/** The builds to compare: the browser builds (or the manifests given), and the server builds when both folders have one. */
async function pairs(shell: Side, remote: Side, fetchImpl: typeof fetch): Promise<[Pair, ...Pair[]]> {
  if (shell.kind === 'file' || remote.kind === 'file') {
    const location = (side: Side) => (side.kind === 'file' ? side.manifest : side.browser);
    return [{ target: 'manifest', shell: await buildAt(location(shell), fetchImpl), remote: await buildAt(location(remote), fetchImpl) }];
  }
  const browser: Pair = { target: 'browser build', shell: await buildAt(shell.browser, fetchImpl), remote: await buildAt(remote.browser, fetchImpl) };
  const shellServer = await optionalBuildAt(shell.server, fetchImpl);
  const remoteServer = shellServer && (await optionalBuildAt(remote.server, fetchImpl));
  return shellServer && remoteServer ? [browser, { target: 'server build', shell: shellServer, remote: remoteServer }] : [browser];
}

/** The folder location of a browser manifest, and the file `name` in it (a path or a URL, as the manifest's). */
function besideManifest(manifest: string, name: string): string {
  return isUrl(manifest) ? new URL(name, manifest).href : join(manifest, '..', name);
}

/**
 * What is wrong with the remote's `route-preloads.json`, or null when its list is there, readable and names the files
 * its browser manifest publishes for `./routes`.
 */
async function routePreloadsProblem(browserManifest: string, fetchImpl: typeof fetch): Promise<string | null> {
  const location = besideManifest(browserManifest, ROUTE_PRELOADS_FILE);
  let json: unknown;
  try {
    json = await readManifest(location, true, fetchImpl);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (json === null) return `no ${ROUTE_PRELOADS_FILE} beside its mf-manifest.json`;
  const list = readRoutePreloads(json);
  if (!list) return `${location} is not a route preload list this platform reads`;
  const manifest = await readManifest(browserManifest, false, fetchImpl);
  if (!matchesManifest(list, manifest)) return `${location} names files its mf-manifest.json does not publish for ./routes (a list from another build)`;
  return null;
}

/** Runs the gate; resolves to the exit code. */
export async function checkRemote(argv: readonly string[], io: CheckIo): Promise<number> {
  let shell: Side;
  let remote: Side;
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: { shell: { type: 'string' }, remote: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    if (!values.shell || !values.remote) throw new GateInputError('give both --shell and --remote');
    shell = sideOf(values.shell);
    remote = sideOf(values.remote);
  } catch (error) {
    io.err(`check-remote: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return EXIT.usage;
  }

  let compared: [Pair, ...Pair[]];
  try {
    compared = await pairs(shell, remote, io.fetchImpl ?? fetch);
  } catch (error) {
    io.err(`check-remote: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.usage;
  }

  const refused = compared.map((pair) => ({ ...pair, problems: compareBuilds(pair.shell, pair.remote) })).filter((pair) => pair.problems.length > 0);
  for (const { target, shell: host, remote: guest, problems } of refused) {
    io.err(describeIncompatibilities(`${guest.name} (${target})`, host.name, problems));
  }
  if (refused.length > 0) {
    io.err(
      'Not compatible: do not publish this remote. Fix the problems above, or deploy a compatible shell first (docs/development.md, "Check before publishing").',
    );
    return EXIT.incompatible;
  }
  const [{ shell: host, remote: guest }] = compared;
  const preloadProblem = remote.kind === 'folder' ? await routePreloadsProblem(remote.browser, io.fetchImpl ?? fetch) : null;
  if (preloadProblem !== null) {
    io.err(
      `Warning: ${guest.name}: ${preloadProblem}. The shell's server will preload none of its pages' files, so they hydrate later on a slow link; build it with the platform's webpack config (libs/mf/src/build), which writes ${ROUTE_PRELOADS_FILE}, and publish the file with the manifest.`,
    );
  }
  const singletons = guest.shared.filter((entry) => entry.singleton).length;
  const targets = compared.map((pair) => pair.target).join(' and ');
  io.out(
    `OK: ${guest.name} can run in ${host.name} (${targets}: Module Federation ${guest.federationVersion ?? '?'}, ${singletons} shared singletons checked).`,
  );
  return EXIT.ok;
}

if (import.meta.main) {
  process.exitCode = await checkRemote(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) });
}
