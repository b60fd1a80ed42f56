import { ProviderUnavailableError } from './provider-unavailable.error.js';
import { providerOutcome, timedProviderCall } from '../metrics/api-metrics.js';

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body (an object), or undefined when the body was empty or not JSON. */
  body: Record<string, unknown> | undefined;
}

/**
 * POSTs JSON to a provider with a deadline (timed, by provider and outcome: common/metrics/api-metrics.ts). Network failures and timeouts become ProviderUnavailableError; any HTTP
 * answer is returned for the adapter to read (each provider has its own error shape).
 */
export async function postJson(provider: string, url: string, headers: Record<string, string>, body: unknown, timeoutMs: number): Promise<ProviderAnswer> {
  return requestJson(provider, url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, timeoutMs);
}

/** GETs a provider's JSON with a deadline; failures as postJson. */
export async function getJson(provider: string, url: string, headers: Record<string, string>, timeoutMs: number): Promise<ProviderAnswer> {
  return requestJson(provider, url, { method: 'GET', headers }, timeoutMs);
}

async function requestJson(
  provider: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  return timedProviderCall(
    provider,
    () => requestJsonOnce(provider, url, init, timeoutMs),
    (result) => providerOutcome('value' in result ? result.value.status : undefined),
  );
}

async function requestJsonOnce(
  provider: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // fetch's DOMException may come from another realm (a test runner's sandbox): read its name, not its prototype.
    const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw timedOut
      ? new ProviderUnavailableError(provider, `no answer within ${timeoutMs} ms`, 'no_answer')
      : new ProviderUnavailableError(provider, 'could not be reached', connectionRefused(error) ? 'unreachable' : 'no_answer');
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  return { status: response.status, body: isObject ? (parsed as Record<string, unknown>) : undefined };
}

/** fetch's failure before any byte went out: no connection (refused, no such host), or a port fetch never calls. */
function connectionRefused(error: unknown): boolean {
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  const message =
    cause instanceof Error || (typeof cause === 'object' && cause !== null && 'message' in cause) ? String((cause as { message: unknown }).message) : '';
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || message === 'bad port';
}

/** A string field of a provider's answer ('' when absent). */
export function field(body: Record<string, unknown> | undefined, key: string): string {
  const value = body?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
