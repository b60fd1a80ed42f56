import { join } from 'node:path';
import { APPS, SHELL_APP, type PlatformAppEntry } from '../libs/mf/src/apps.ts';

/**
 * One process `npm start` runs: its row of the apps table (libs/mf/src/apps.ts), the fields start, e2e and bench read.
 * A stand-in (`kind: 'standin'`) has no build: Node runs its TypeScript source.
 */
export type PlatformApp = Pick<PlatformAppEntry, 'folder' | 'project' | 'port' | 'kind'>;

/** The processes `npm start` runs, in start order. */
export const platformApps: readonly PlatformApp[] = APPS.map(({ folder, project, port, kind }) => ({ folder, project, port, kind }));

export const SHELL_URL = `http://localhost:${SHELL_APP.port}`;

/** Where `npm start` records the running processes, so tests can stop and restart one of them. */
export const RUN_STATE_FILE = '.run/platform.json';

export interface RunState {
  startedAt: string;
  processes: Array<{
    folder: string;
    pid: number;
    command: string;
    args: string[];
    port: number;
    env: Record<string, string>;
    /** Where the process's stdout and stderr go when `npm start` ran with LOG_DIR (a restart appends to it). */
    logFile?: string;
  }>;
}

/** The log file of one app under LOG_DIR, e.g. `<LOG_DIR>/services-api.log`. */
export function logFileOf(app: PlatformApp, logDir: string): string {
  return join(logDir, `${app.folder.replace(/\//g, '-')}.log`);
}

/** The settings a restarted process must get again (never secrets: those stay in the environment or DATA_DIR). */
const RESTART_ENV =
  /^(PORT|HOST|NODE_ENV|DATA_DIR|DATABASE_URL|OTP_IP_LIMIT|OTP_GLOBAL_LIMIT|LOG_LEVEL|LOG_REQUESTS|CORS_ORIGINS|TRUST_PROXY|SHELL_TRUST_PROXY|API_DOCS|API_URL|ALLOWED_ORIGINS|TEST_CLOCK_FILE|RAZORPAYX_ACCOUNT_NUMBER|IFSC_API_URL|REMOTE_[A-Z]+_URL|METRICS_PORT|OTEL_EXPORTER_OTLP_(TRACES_)?ENDPOINT|OTEL_SERVICE_NAME|SANDBOX_GATEWAY_(KEY_ID|WEBHOOK_URL|PUBLIC_URL|FRAME_ANCESTORS))$/;

export function restartEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => RESTART_ENV.test(entry[0]) && entry[1] !== undefined));
}

/**
 * V8 heap limits for the API (also in services/api/Dockerfile and its package.json): without them V8 keeps the pages
 * freed after a burst of traffic, and the resident size climbs from ~180 MB to ~450 MB over two 60 s loads although
 * the live heap stays ~60 MB; with them it settles near 210 MB and stays there. The old space is capped at 160 MB,
 * well over twice the live heap under load (~80 MB before a collection). See bench/RESULTS.md.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=160'];

/**
 * Loaded before the API and the shell's server (`--import`): OpenTelemetry's SDK and its ESM loader hook, which do
 * nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set (services/api/src/tracing.ts, servers/web/src/tracing.ts). Also in the
 * Dockerfiles and the API's package.json.
 */
export const API_TRACING = ['--import', './services/api/dist/tracing.js'];
export const SHELL_TRACING = ['--import', './servers/web/src/tracing.ts'];

/** Apps `npm start` builds first (a stand-in has no build: Node runs its source). */
export function needsBuild(app: PlatformApp): boolean {
  return app.kind !== 'standin';
}

/** The URL `npm start` waits for before it reports the platform running. */
export function healthUrlOf(app: PlatformApp): string {
  if (app.kind === 'api') return `http://127.0.0.1:${app.port}/api/health`;
  if (app.kind === 'standin') return `http://127.0.0.1:${app.port}/health`;
  return `http://127.0.0.1:${app.port}/`;
}

/** The command that serves one app from its build output (a stand-in: from its TypeScript source). */
export function serveCommand(app: PlatformApp): { command: string; args: string[] } {
  if (app.kind === 'standin') {
    return { command: process.execPath, args: [`${app.folder}/src/main.ts`] };
  }
  if (app.kind === 'api') {
    return { command: process.execPath, args: [...API_NODE_FLAGS, ...API_TRACING, 'services/api/dist/main.js'] };
  }
  return {
    command: process.execPath,
    args: [...(app.kind === 'shell' ? SHELL_TRACING : []), 'servers/web/src/serve-app.ts', '--app', app.folder, '--port', String(app.port)],
  };
}
