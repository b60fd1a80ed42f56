import { REMOTE_KEYS, type PlatformConfig, type RemoteKey } from '@invest/mf/runtime';
import { z } from 'zod/mini';
import { inlinePlatformConfigJson } from './inline-platform-config.js';

const remoteUrl = z.url({ protocol: /^https?$/ });

const platformConfigSchema = z.object({
  remotes: z.object(Object.fromEntries(REMOTE_KEYS.map((key) => [key, remoteUrl])) as Record<RemoteKey, typeof remoteUrl>),
});

/** Reads the remote manifest URLs the shell's server publishes at run time. */
export async function fetchPlatformConfig(fetchImpl: typeof fetch = fetch): Promise<PlatformConfig> {
  const response = await fetchImpl('/platform-config.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return platformConfigSchema.parse(await response.json()) as PlatformConfig;
}

/** The config the shell's server inlined into index.html, validated; null when the page has none. */
export function inlinePlatformConfig(doc: Document = document): PlatformConfig | null {
  const json = inlinePlatformConfigJson(doc);
  return json === null ? null : (platformConfigSchema.parse(json) as PlatformConfig);
}

/** The platform config: inlined in the page when served by tools/serve-app.ts, else fetched. */
export async function readPlatformConfig(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<PlatformConfig> {
  return inlinePlatformConfig(doc) ?? fetchPlatformConfig(fetchImpl);
}
