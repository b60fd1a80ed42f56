/**
 * `npm start`: builds what is missing or changed (Nx cache), then serves the Razorpay stand-in on :8090, the MSG91 and
 * Cashfree stand-in on :8091 (its OTP inbox: http://localhost:8091/inbox?phone=...), the API on
 * :3000, the six remotes on :8081-8086 and the shell on :8080, on the embedded database unless DATABASE_URL is set. With LOG_DIR set, each
 * server's output goes to `<LOG_DIR>/<folder>.log` instead of this terminal (the end-to-end run scans them).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthUrlOf, logFileOf, needsBuild, platformApps, restartEnv, RUN_STATE_FILE, serveCommand, SHELL_URL, type RunState } from './platform-apps.ts';
import { waitForHttp } from './wait-for-http.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

if (!process.argv.includes('--no-build')) {
  console.log('Building the platform (Nx reuses earlier builds that are still current)...');
  const build = spawnSync(
    process.execPath,
    [
      'node_modules/.bin/nx',
      'run-many',
      '-t',
      'build',
      '--projects',
      platformApps
        .filter(needsBuild)
        .map((a) => a.project)
        .join(','),
      '--output-style=static',
    ],
    { stdio: 'inherit', env },
  );
  if (build.status !== 0) {
    console.error('Build failed; nothing was started.');
    process.exit(build.status ?? 1);
  }
}

const children: ChildProcess[] = [];
const state: RunState = { startedAt: new Date().toISOString(), processes: [] };
let stopping = false;

/** Processes a test stopped and started again are recorded in the state file: they are stopped too. */
function recordedPids(): number[] {
  try {
    return (JSON.parse(readFileSync(RUN_STATE_FILE, 'utf8')) as RunState).processes.map((p) => p.pid);
  } catch {
    return [];
  }
}

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  for (const pid of recordedPids()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  rmSync(RUN_STATE_FILE, { force: true });
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const logDir = process.env.LOG_DIR ? resolve(process.env.LOG_DIR) : undefined;
if (logDir) mkdirSync(logDir, { recursive: true });

for (const app of platformApps) {
  const { command, args } = serveCommand(app);
  const childEnv = { ...env, PORT: String(app.port) };
  const logFile = logDir ? logFileOf(app, logDir) : undefined;
  const output = logFile ? openSync(logFile, 'a') : 'inherit';
  const child = spawn(command, args, { stdio: ['ignore', output, output], env: childEnv });
  if (typeof output === 'number') closeSync(output);
  children.push(child);
  state.processes.push({ folder: app.folder, pid: child.pid ?? -1, command, args, port: app.port, env: restartEnv(childEnv), ...(logFile ? { logFile } : {}) });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[start] ${app.folder} stopped (${signal ?? `exit ${code}`}); the rest keeps running.`);
  });
}
mkdirSync(dirname(RUN_STATE_FILE), { recursive: true });
writeFileSync(RUN_STATE_FILE, JSON.stringify(state, null, 2));

try {
  await Promise.all(platformApps.map((app) => waitForHttp(healthUrlOf(app), 60_000)));
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  stopAll(1);
}
if (!stopping) {
  console.log('');
  for (const app of platformApps) console.log(`  ${app.folder.padEnd(16)} http://localhost:${app.port}`);
  if (logDir) console.log(`\nLogs: ${logDir}`);
  console.log(`\nThe platform is running: open ${SHELL_URL}  (Ctrl+C stops it)\n`);
}
