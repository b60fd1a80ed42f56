import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { SANDBOX_GATEWAY, SANDBOX_IDENTITY } from '@invest/contracts';
import { APPS, appOf } from '../libs/mf/src/apps.ts';
import { labelled } from '@invest/testing/labelled-expect';

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Manifest;
const root = read('package.json');
/** The workspace folders (`libs/*` expanded). */
const folders = (root.workspaces ?? []).flatMap((pattern) =>
  pattern.endsWith('/*') ? readdirSync(pattern.slice(0, -2)).map((name) => `${pattern.slice(0, -1)}${name}`) : [pattern],
);
const workspaces = folders.map((folder) => ({ folder, manifest: read(`${folder}/package.json`) }));

describe('the workspace manifests', () => {
  it('name one version of each package wherever it is listed (a deployable lists its own production dependencies)', () => {
    const seen = new Map<string, { version: string; where: string }>();
    for (const { folder, manifest } of [{ folder: '.', manifest: root }, ...workspaces]) {
      for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
        if (name.startsWith('@invest/')) continue;
        const first = seen.get(name);
        if (first) labelled(`${name} in ${folder} and ${first.where}`, () => expect(version).toBe(first.version));
        else seen.set(name, { version, where: folder });
        labelled(`${name} in ${folder}`, () => expect(version).toMatch(/^\d+\.\d+\.\d+/));
      }
    }
  });

  it('are the apps table: every app of it is a workspace with its Nx project name, and every app serve script takes its port from the table', () => {
    for (const app of APPS) {
      const workspace = workspaces.find((entry) => entry.folder === app.folder);
      labelled(app.folder, () => expect(workspace?.manifest.name).toBe(app.project));
      if (app.kind === 'remote' || app.kind === 'shell') {
        labelled(`${app.folder} serve`, () => expect(workspace?.manifest.scripts?.serve).toBe('node ../servers/web/src/serve-app.ts --app .'));
      }
    }
  });

  it('give the stand-ins the ports their documented settings name (libs/contracts)', () => {
    expect(appOf('sandbox-gateway').port).toBe(SANDBOX_GATEWAY.port);
    expect(appOf('sandbox-identity').port).toBe(SANDBOX_IDENTITY.port);
  });
});
