import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * The compatibility gate's one decision: can a remote built one way run in a shell built another way? Pure (no Node,
 * no browser API), so the deploy gate (tools/check-remote.ts), the shell's browser runtime (compatibility-plugin.ts)
 * and the shell's server decide alike. Versions are compared with the federation runtime's own `satisfy`: the one
 * that picks which copy of a shared singleton runs.
 */

/** One shared module as a build declares it: a manifest's `shared[]` entry, or the runtime's share info. */
export interface SharedDeclaration {
  readonly name: string;
  /** The version of the copy this build brings. */
  readonly version?: string;
  /** The range it needs of whichever copy runs; `false` or absent: any. */
  readonly requiredVersion?: string | false;
  readonly singleton: boolean;
}

/** One side of the comparison. */
export interface FederationBuild {
  readonly name: string;
  /** The Module Federation version it was built with (a manifest's `metaData.pluginVersion`) or runs. */
  readonly federationVersion?: string;
  readonly shared: readonly SharedDeclaration[];
}

export type IncompatibilityKind = 'manifest' | 'federation-version' | 'singleton-mode' | 'not-provided' | 'shell-version' | 'remote-version';

export interface Incompatibility {
  readonly kind: IncompatibilityKind;
  /** The shared package concerned (none for the federation version). */
  readonly package?: string;
  /** What is wrong, both sides' versions or ranges, and what to do. */
  readonly message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** `@invest/ui/tabs` → `@invest/ui`, `react/jsx-runtime` → `react`. */
export function packageOf(name: string): string {
  return name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
}

/** One side, from an `mf-manifest.json` (browser or server build). Throws when it is not a federation manifest. */
export function buildFromManifest(manifest: unknown): FederationBuild {
  if (!isRecord(manifest) || !isRecord(manifest.metaData) || !Array.isArray(manifest.shared)) {
    throw new Error('not a Module Federation manifest');
  }
  const shared: SharedDeclaration[] = [];
  for (const entry of manifest.shared) {
    const name = isRecord(entry) ? text(entry.name) : undefined;
    if (!isRecord(entry) || !name) continue;
    const requiredVersion = entry.requiredVersion === false ? false : text(entry.requiredVersion);
    shared.push({ name, version: text(entry.version), requiredVersion, singleton: entry.singleton === true });
  }
  return {
    name: text(manifest.name) ?? text(manifest.metaData.name) ?? 'remote',
    federationVersion: text(manifest.metaData.pluginVersion),
    shared,
  };
}

/** What the runtime holds of one shared module (`instance.options.shared[name][i]`). */
export interface ShareInfoLike {
  readonly version?: string;
  readonly from?: string;
  readonly shareConfig?: { readonly requiredVersion?: string | false; readonly singleton?: boolean };
}

/** One side, from a running federation instance: its name, runtime version and own shared modules. */
export function buildFromShareInfos(
  name: string,
  federationVersion: string | undefined,
  shareInfos: Readonly<Record<string, readonly ShareInfoLike[]>>,
): FederationBuild {
  const shared: SharedDeclaration[] = [];
  for (const [pkg, infos] of Object.entries(shareInfos)) {
    const own = infos.find((info) => info.from === name) ?? infos[0];
    if (!own) continue;
    shared.push({ name: pkg, version: text(own.version), requiredVersion: own.shareConfig?.requiredVersion, singleton: own.shareConfig?.singleton === true });
  }
  return { name, federationVersion, shared };
}

/**
 * Same major.minor: a production remote ships no federation runtime (`externalRuntime`), its container runs on the
 * shell's, and minor releases change what the two exchange. `~lower` holds the higher version exactly when the two
 * share major.minor.
 */
function sameMinor(a: string, b: string): boolean {
  return satisfy(a, `~${b}`) || satisfy(b, `~${a}`);
}

function federationProblem(shell: FederationBuild, remote: FederationBuild): Incompatibility | null {
  const ours = shell.federationVersion;
  const theirs = remote.federationVersion;
  if (ours && theirs && sameMinor(ours, theirs)) return null;
  return {
    kind: 'federation-version',
    message: `Module Federation: the shell runs ${ours ?? 'an unknown version'}, the remote was built with ${theirs ?? 'an unknown version'}; they need the same major.minor. Rebuild the remote with @module-federation/enhanced ${ours ?? "the shell's version"}, or upgrade the shell and every remote together.`,
  };
}

/** Both directions: the shell's copy must suit the remote, and the remote's copy the shell (it may be the one that runs). */
function versionProblems(remote: SharedDeclaration, shell: SharedDeclaration): Incompatibility[] {
  const problems: Incompatibility[] = [];
  const pkg = remote.name;
  const shellCopy = shell.name === pkg ? (shell.version ?? '?') : `${shell.name} ${shell.version ?? '?'}`;
  if (typeof remote.requiredVersion === 'string' && shell.version && !satisfy(shell.version, remote.requiredVersion)) {
    problems.push({
      kind: 'shell-version',
      package: pkg,
      message: `${pkg}: the remote requires ${remote.requiredVersion}, the shell provides ${shellCopy}. Rebuild the remote against ${shell.name} ${shell.version}, or deploy a shell that provides ${remote.requiredVersion} first.`,
    });
  }
  if (typeof shell.requiredVersion === 'string' && remote.version && !satisfy(remote.version, shell.requiredVersion)) {
    problems.push({
      kind: 'remote-version',
      package: pkg,
      message: `${pkg}: the shell requires ${shell.requiredVersion}, the remote provides ${remote.version}. Rebuild the remote against ${shell.name} ${shell.requiredVersion}.`,
    });
  }
  return problems;
}

/**
 * Why `remote` cannot run in `shell`; empty when it can. The rules:
 * - the federation versions share major.minor (patch releases may differ);
 * - every shared module the remote declares as a singleton: the shell declares it a singleton too, the shell's
 *   version satisfies the remote's requiredVersion and the remote's version the shell's;
 * - a singleton the shell does not provide is a mismatch, except another entry point of a package it does provide
 *   (`@invest/ui/tabs` beside `@invest/ui`): that one is held to the package's version, both directions;
 * - shared modules that are singletons on neither side, and what the shell alone shares, are not compared.
 */
export function compareBuilds(shell: FederationBuild, remote: FederationBuild): Incompatibility[] {
  const problems: Incompatibility[] = [];
  const federation = federationProblem(shell, remote);
  if (federation) problems.push(federation);
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry]));
  for (const wanted of remote.shared) {
    const own = provided.get(wanted.name);
    if (own && own.singleton !== wanted.singleton) {
      problems.push({
        kind: 'singleton-mode',
        package: wanted.name,
        message: `${wanted.name}: a singleton in the ${own.singleton ? 'shell' : 'remote'} only, so two copies could run. Share it alike on both sides.`,
      });
      continue;
    }
    if (!wanted.singleton) continue;
    const pkg = packageOf(wanted.name);
    const match = own ?? provided.get(pkg) ?? shell.shared.find((entry) => packageOf(entry.name) === pkg);
    if (!match) {
      problems.push({
        kind: 'not-provided',
        package: wanted.name,
        message: `${wanted.name}: the remote shares it as a singleton (${wanted.version ?? '?'}, requires ${wanted.requiredVersion || 'any'}), the shell does not provide it. Drop it from the remote's shared config, or add it to the shell's and deploy the shell first.`,
      });
      continue;
    }
    problems.push(...versionProblems(wanted, match));
  }
  return problems;
}

/** The problems as lines for a log or a terminal. */
export function describeIncompatibilities(remote: string, shell: string, problems: readonly Incompatibility[]): string {
  return [`${remote} cannot run in ${shell}:`, ...problems.map((problem) => `  - ${problem.message}`)].join('\n');
}
