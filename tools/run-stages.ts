/**
 * `npm test`: runs the named npm scripts one after another, stopping at the first failure, and prints how long each
 * took (and the total), so a CI log shows where its minutes went. Usage: node tools/run-stages.ts lint typecheck ...
 */
import { spawnSync } from 'node:child_process';

const stages = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const started = Date.now();
const timings: string[] = [];
let status = 0;

for (const stage of stages) {
  const at = Date.now();
  console.log(`\n=== stage ${stage}: started ${new Date(at).toISOString()}`);
  const result = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  status = result.status ?? 1;
  timings.push(`${stage} ${seconds(Date.now() - at)}${status === 0 ? '' : ` (failed, exit ${status})`}`);
  console.log(`=== stage ${stage}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - at)}`);
  if (status !== 0) break;
}

console.log(`\n=== stages: ${timings.join(', ')}; total ${seconds(Date.now() - started)}`);
process.exit(status);
