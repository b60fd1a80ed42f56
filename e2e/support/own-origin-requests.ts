import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformApps } from '../../tools/platform-apps.ts';
import { e2eRunId } from './data-dir.ts';
import { remoteBaseUrl } from './target.ts';

/**
 * Every request the browser sent to OUR origins during the run (the shell, the remotes, the API — not the payment
 * gateway's stand-in or any other outside service), with its URL and body, so that the scan at the end of the run
 * (global-teardown.ts) proves no card number or CVV typed into the gateway's checkout ever reached us. Workers are
 * separate processes: each appends to one file per run, outside the data folder, deleted by the scan.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  /** The request body as text (null for none). */
  body: string | null;
}

/** Ports of our own servers: every app `npm start` runs except the stand-ins of outside services. */
const OWN_PORTS = new Set(platformApps.filter((app) => app.kind !== 'standin').map((app) => String(app.port)));
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A deployed environment (E2E_BASE_URL) serves the shell, the remotes and the API from its one origin (compose, Caddy). */
const remoteBase = remoteBaseUrl();
const remoteOrigin = remoteBase === null ? null : new URL(remoteBase).origin;

export function isOwnOrigin(url: string): boolean {
  try {
    const { protocol, hostname, port, origin } = new URL(url);
    if (remoteOrigin !== null) return origin === remoteOrigin;
    return (protocol === 'http:' || protocol === 'https:') && LOCAL_HOSTS.has(hostname) && OWN_PORTS.has(port);
  } catch {
    return false;
  }
}

export function requestLogFile(): string {
  return join(tmpdir(), `invest-${e2eRunId()}-own-origin-requests.jsonl`);
}

export function recordRequest(request: RecordedRequest): void {
  appendFileSync(requestLogFile(), `${JSON.stringify(request)}\n`);
}

export function readRequests(): RecordedRequest[] {
  try {
    return readFileSync(requestLogFile(), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as RecordedRequest);
  } catch {
    return [];
  }
}

export function forgetRequests(): void {
  rmSync(requestLogFile(), { force: true });
}
