import { REMOTE_KEYS, type PlatformConfig, type RemoteKey } from '@invest/mf/runtime';
import { inlinePlatformConfigJson } from './inline-platform-config.js';

/** A remote's manifest URL as the config must give it: an absolute http(s) URL. */
function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/**
 * The shell's part of the config (`remotes`, one http(s) URL per remote; anything else is left out), or an error
 * naming what is wrong. Checked here in a few lines rather than with the schema library: this runs on every first
 * page, and the library would be its only user there.
 */
function parsePlatformConfig(json: unknown): Pick<PlatformConfig, 'remotes'> {
  const given = typeof json === 'object' && json !== null ? (json as { remotes?: unknown }).remotes : undefined;
  if (typeof given !== 'object' || given === null) throw new Error('platform config: "remotes" is not an object');
  const remotes = {} as Record<RemoteKey, string>;
  for (const key of REMOTE_KEYS) {
    const url = (given as Record<string, unknown>)[key];
    if (!isHttpUrl(url)) throw new Error(`platform config: remotes.${key} is not an http(s) URL`);
    remotes[key] = url;
  }
  return { remotes };
}

/** Reads the remote manifest URLs the shell's server publishes at run time. */
export async function fetchPlatformConfig(fetchImpl: typeof fetch = fetch): Promise<PlatformConfig> {
  const response = await fetchImpl('/platform-config.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return parsePlatformConfig(await response.json());
}

/** The config the shell's server inlined into index.html, validated; null when the page has none. */
export function inlinePlatformConfig(doc: Document = document): PlatformConfig | null {
  const json = inlinePlatformConfigJson(doc);
  return json === null ? null : parsePlatformConfig(json);
}

/** The platform config: inlined in the page when served by servers/web/src/serve-app.ts, else fetched. */
export async function readPlatformConfig(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<PlatformConfig> {
  return inlinePlatformConfig(doc) ?? fetchPlatformConfig(fetchImpl);
}
