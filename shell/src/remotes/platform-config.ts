import { REMOTE_KEYS, type PlatformConfig, type RemoteKey } from '@invest/mf/runtime';
import { z } from 'zod/mini';

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
