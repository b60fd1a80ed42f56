import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Extra attempts after the first failure (default 1). */
  retries?: number;
  /** Wait between attempts in ms (default 300). */
  delayMs?: number;
  /** Injected for tests. */
  fetchImpl?: typeof fetch;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetch with retries on network errors and 5xx answers; the last answer or error wins. */
export async function fetchWithRetry(url: string, init: RequestInit | undefined, options: RetryOptions = {}): Promise<Response> {
  const { retries = 1, delayMs = 300, fetchImpl = fetch } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await wait(delayMs * attempt);
    try {
      const response = await fetchImpl(url, init);
      if (response.status < 500 || attempt === retries) return response;
      lastError = new Error(`${response.status}: ${response.statusText}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/**
 * Retry support: manifest fetches are retried (a remote restarting or a blip on the network does
 * not cost the user a fallback screen). Script entries are retried by the host's Retry button,
 * which re-registers the remote (see the shell's remote loader).
 */
export function retryPlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'invest-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init, options);
    },
  };
}
