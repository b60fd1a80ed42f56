/** Build figures: a full production build of every app, one remote rebuilt alone, and the bytes baseline bundle. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SHARED_PACKAGES } from '@invest/mf/build';
import { gzipBytes, jsFiles } from './page-js.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

function timed(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['node_modules/.bin/nx', ...args, '--output-style=static'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`nx ${args.join(' ')} failed (exit ${result.status})`);
  return performance.now() - started;
}

/** Every project built for production, Nx's cache skipped (webpack's own persistent cache still applies). */
export const fullBuildMs = (): number => timed(['run-many', '-t', 'build', '--skip-nx-cache']);

/** One remote rebuilt alone, as its team would after a change (its libraries are not rebuilt). */
export const remoteRebuildMs = (project: string): number => timed(['run', `${project}:build`, '--skip-nx-cache', '--exclude-task-dependencies']);

/**
 * Bytes baseline: the shared third-party libraries (every key of SHARED_PACKAGES, all exports kept, as federation
 * provides them) built as one plain production bundle without federation. Returns its gzip bytes.
 */
export function sharedLibrariesBundleGzip(): number {
  const work = join(repoRoot, 'node_modules/.cache/bench-baseline');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const keys = Object.values(SHARED_PACKAGES).flat();
  const entry = keys.map((key, i) => `import * as m${i} from '${key}';`).join('\n') + `\nwindow.__shared = [${keys.map((_, i) => `m${i}`).join(', ')}];\n`;
  writeFileSync(join(work, 'entry.js'), entry);
  const config = `export default { mode: 'production', target: 'web', entry: '${join(work, 'entry.js')}', output: { path: '${join(work, 'dist')}' }, resolve: { conditionNames: ['webpack', 'production', 'browser', '...'] }, performance: { hints: false } };`;
  writeFileSync(join(work, 'webpack.config.mjs'), config);
  const result = spawnSync(process.execPath, ['node_modules/.bin/webpack', '-c', join(work, 'webpack.config.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('baseline bundle failed');
  return jsFiles(join(work, 'dist')).reduce((sum, file) => sum + gzipBytes(readFileSync(file)), 0);
}
