import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * The committed lockfile is exactly what a clean install writes (every platform's optional packages included), so
 * `npm ci` — in .ci/run and every Dockerfile — accepts it on any machine. npm resolves the tree again from the
 * manifests, in a copy of them (the working tree is left alone), with the lockfile as it is committed; only package
 * metadata is read, from npm's cache when it has it.
 */
const MANIFESTS = execFileSync('git', ['ls-files', '--', 'package.json', '*/package.json', 'package-lock.json'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => path !== '' && !path.includes('node_modules/') && !path.includes('/fixtures/'));

describe('package-lock.json', () => {
  it('is left unchanged by npm install --package-lock-only', () => {
    const copy = mkdtempSync(join(tmpdir(), 'lockfile-'));
    try {
      for (const path of MANIFESTS) cpSync(path, join(copy, path), { recursive: true });
      cpSync('tools/check-node.cjs', join(copy, 'tools/check-node.cjs'));
      expect(MANIFESTS).toContain('package-lock.json');
      execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
        cwd: copy,
        stdio: 'pipe',
        env: { ...process.env, npm_config_update_notifier: 'false' },
      });
      // A diff names what drifted: an added or moved entry, a version, a platform's optional package.
      expect(readFileSync(join(copy, 'package-lock.json'), 'utf8')).toBe(readFileSync('package-lock.json', 'utf8'));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);

  it('covers only workspaces that exist', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string }> };
    const workspaces = (JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[] }).workspaces;
    for (const pattern of workspaces.filter((entry) => !entry.includes('*'))) expect(lock.packages[pattern]).toBeDefined();
    expect(MANIFESTS.map((path) => dirname(path))).toEqual(expect.arrayContaining(['shell', 'services/api', 'servers/web']));
  });
});
