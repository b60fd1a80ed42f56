import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { createSharedConfig, REACT_ROUTER_DOM_CLIENT, SHARED_WORKSPACE_ENTRY_POINTS, SHARED_WORKSPACE_LIBS, workspaceEntrySource } from './shared-config.ts';
import * as routerClient from '../shared/react-router-dom-client.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCE_ROOTS = ['shell', 'mfe-marketing', 'mfe-products', 'mfe-onboarding', 'mfe-payments', 'mfe-dashboard', 'mfe-demo', 'libs'].map((folder) =>
  join(repoRoot, folder),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Test-only code (tests, test kits): it runs under Jest with the packages themselves, never through federation. */
const TEST_ONLY = /(\.test\.tsx?$|\/src\/testing\/|\/libs\/testing\/)/;

/** Value imports (not `import type`) of `from '<module>'` in every front-end source file shipped to a page. */
function valueImports(module: string): Array<{ file: string; name: string }> {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${module.replace('/', '\\/')}['"]`, 'g');
  return SOURCE_ROOTS.flatMap(sourceFiles)
    .filter((file) => !TEST_ONLY.test(file))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(pattern)]
        .filter((match) => !match[1])
        .flatMap((match) => match[2]!.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== '' && !part.startsWith('type '))
        .map((part) => ({ file: file.slice(repoRoot.length), name: part.split(/\s+as\s+/)[0]! })),
    );
}

describe('shared react-router-dom (browser API only)', () => {
  it('is provided from the client file under the react-router-dom key, as a singleton', () => {
    const entry = createSharedConfig()['react-router-dom'];
    expect(entry).toMatchObject({ import: REACT_ROUTER_DOM_CLIENT, singleton: true, eager: false });
    expect(entry?.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('exports every name the shell and the remotes import from react-router-dom', () => {
    const exported = new Set(Object.keys(routerClient));
    const missing = valueImports('react-router-dom').filter((use) => !exported.has(use.name));
    expect(missing).toEqual([]);
    expect(valueImports('react-router-dom').length).toBeGreaterThan(0);
  });

  it('exports no undefined name (each exists in the installed react-router)', () => {
    const undefinedNames = Object.entries(routerClient)
      .filter(([, value]) => value === undefined)
      .map(([name]) => name);
    expect(undefinedNames).toEqual([]);
  });

  it('is the only way in: no front-end code imports react-router or react-router/dom directly', () => {
    // The shell's server renderer alone takes react-router's static (server) API from react-router itself.
    const serverApi = new Set(['createStaticHandler', 'createStaticRouter', 'StaticRouterProvider']);
    const direct = [...valueImports('react-router'), ...valueImports('react-router/dom')].filter(
      (use) => !(use.file.startsWith('shell/src/server/') && serverApi.has(use.name)),
    );
    expect(direct).toEqual([]);
    expect(valueImports('react-router').some((use) => use.file.startsWith('shell/src/server/'))).toBe(true);
  });
});

describe('shared @invest/ui entry points', () => {
  it('shares every entry point the ui package exports, each under its own key', () => {
    const exportsField = JSON.parse(readFileSync(join(repoRoot, 'libs/ui/package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const keys = Object.keys(exportsField.exports).map((entry) => (entry === '.' ? '@invest/ui' : `@invest/ui/${entry.slice(2)}`));
    const shared = createSharedConfig();
    expect(keys.length).toBeGreaterThan(1);
    // The key rides along so a failure names the entry point.
    for (const key of keys) expect({ key, config: shared[key] }).toMatchObject({ key, config: { singleton: true, eager: false } });
  });
});

describe("the shell's shared block", () => {
  it('provides every workspace key from its source file, so the shell provides it even where it does not import it', () => {
    const shell = createSharedConfig({ provideEveryWorkspaceEntry: true });
    const remote = createSharedConfig();
    for (const key of [...SHARED_WORKSPACE_LIBS, ...SHARED_WORKSPACE_ENTRY_POINTS]) {
      const source = shell[key]?.import ?? '';
      expect({ key, absolute: source.startsWith(repoRoot) }).toEqual({ key, absolute: true });
      expect(existsSync(source)).toBe(true);
      // A remote names the package: it provides only what it imports, and consumes the shell's.
      expect(remote[key]?.import).toBeUndefined();
    }
    expect(shell['@invest/ui/tabs']?.import).toBe(join(repoRoot, 'libs/ui/src/primitives/tabs.tsx'));
  });

  it('refuses a key that is no entry point of a workspace library', () => {
    expect(() => workspaceEntrySource('@invest/ui/missing')).toThrow('@invest/ui/missing: not an entry point');
    expect(() => workspaceEntrySource('react')).toThrow('react: not an entry point');
  });
});
