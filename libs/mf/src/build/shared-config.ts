import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One shared entry as the Module Federation plugin takes it. */
export interface SharedEntry {
  /** The module provided under this key when it is not the package itself (see REACT_ROUTER_DOM_CLIENT). */
  import?: string;
  singleton: true;
  requiredVersion: string;
  version?: string;
  eager: false;
  strictVersion: false;
}

/** Third-party packages shared as singletons, deep imports listed one by one (a key matches exactly). */
export const SHARED_PACKAGES = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router-dom': ['react-router-dom'],
  'react-redux': ['react-redux'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
  'styled-components': ['styled-components'],
} as const;

/**
 * `react-router-dom` is provided as this file (its browser API re-exported from react-router), not as the package:
 * the package index drags react-router's server runtime into every page. react-router itself is then no shared key:
 * workspace code imports the router from `react-router-dom` only (shared-config.test.ts checks both rules).
 */
export const REACT_ROUTER_DOM_CLIENT = fileURLToPath(new URL('../shared/react-router-dom-client.ts', import.meta.url));

/** Workspace libraries shared as singletons (one theme, one api slice, one store helper set). */
export const SHARED_WORKSPACE_LIBS = ['@invest/ui', '@invest/api', '@invest/platform'] as const;

/**
 * Entry points of a workspace library shared under keys of their own, so a page loads only the widgets it renders
 * (a shared module is never tree-shaken: `@invest/ui` whole would put every Radix widget on the home page).
 */
export const SHARED_WORKSPACE_ENTRY_POINTS = [
  '@invest/ui/dialog',
  '@invest/ui/tabs',
  '@invest/ui/accordion',
  '@invest/ui/router',
  '@invest/ui/phone-verification',
  '@invest/platform/storage',
  '@invest/platform/store',
  '@invest/platform/errors',
] as const;

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** The installed (root, hoisted) version: npm keeps one version of each package. */
function installedVersion(pkg: string): string {
  return String(readJson(`${repoRoot}node_modules/${pkg}/package.json`).version);
}

function workspaceLibVersion(name: string): string {
  const folder = name.replace('@invest/', '');
  return String(readJson(`${repoRoot}libs/${folder}/package.json`).version);
}

/** The source file a workspace key names: `@invest/ui/tabs` is `exports['./tabs'].source` of libs/ui/package.json. */
export function workspaceEntrySource(key: string): string {
  const [scope, lib, ...rest] = key.split('/');
  const folder = `${repoRoot}libs/${lib}/`;
  const exportsField = scope === '@invest' && existsSync(`${folder}package.json`) ? readJson(`${folder}package.json`).exports : undefined;
  const source = (exportsField as Record<string, { source?: string }> | undefined)?.[rest.length === 0 ? '.' : `./${rest.join('/')}`]?.source;
  if (!source) throw new Error(`${key}: not an entry point of a workspace library (no "source" in its package.json exports)`);
  return fileURLToPath(new URL(source, `file://${folder}`));
}

/**
 * The `shared` block used by the shell and every remote: same keys, same rules, everywhere.
 *
 * `provideEveryWorkspaceEntry` (the shell): each workspace key is provided from its source file by path, which makes
 * the build provide it even when the app itself never imports it (a key named by package is provided only when the
 * app imports it). The shell, registered first, is then the provider of every shared module at its version, so a
 * remote never takes shared code from another remote's container: a remote that is down or redeployed costs only its
 * own region.
 */
export function createSharedConfig(options: { provideEveryWorkspaceEntry?: boolean } = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [pkg, keys] of Object.entries(SHARED_PACKAGES)) {
    const version = installedVersion(pkg);
    for (const key of keys) {
      shared[key] = { singleton: true, requiredVersion: `^${version}`, eager: false, strictVersion: false };
    }
  }
  shared['react-router-dom'] = { ...shared['react-router-dom']!, import: REACT_ROUTER_DOM_CLIENT, version: installedVersion('react-router-dom') };
  for (const key of [...SHARED_WORKSPACE_LIBS, ...SHARED_WORKSPACE_ENTRY_POINTS]) {
    const version = workspaceLibVersion(key.split('/').slice(0, 2).join('/'));
    shared[key] = {
      ...(options.provideEveryWorkspaceEntry ? { import: workspaceEntrySource(key) } : {}),
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      eager: false,
      strictVersion: false,
    };
  }
  return shared;
}
