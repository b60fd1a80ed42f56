import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics, one registry per process (every API instance is scraped on its own METRICS_PORT,
 * never through the public proxy: metrics-server.ts). Names start with `invest_api_`; the ledger's state (payments,
 * payouts, refunds due), read from the database when scraped, with `invest_` (every instance reports the same numbers:
 * aggregate them with max, not sum).
 */
export const apiRegistry = new Registry();

const registers = [apiRegistry];

/** Latency buckets for requests and provider calls, in seconds (the API answers most requests within 50 ms). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'invest_api_http_request_duration_seconds',
  help: 'Time from request to response, by method, route template (e.g. /api/investments/:id) and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const providerCallDuration = new Histogram({
  name: 'invest_api_provider_call_duration_seconds',
  help: 'Calls to outside systems (Razorpay, RazorpayX, MSG91, Cashfree, the IFSC directory) by provider and outcome: ok (2xx), refused (4xx), failed (5xx), unavailable (no answer or timeout).',
  labelNames: ['provider', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const otpSends = new Counter({
  name: 'invest_api_otp_sends_total',
  help: 'OTP texts handed to the SMS provider, by outcome (sent or failed).',
  labelNames: ['outcome'] as const,
  registers,
});

export const otpLockouts = new Counter({
  name: 'invest_api_otp_lockouts_total',
  help: 'Phone numbers locked after too many wrong or expired OTPs.',
  registers,
});

export const sweepDuration = new Histogram({
  name: 'invest_api_sweep_duration_seconds',
  help: 'Housekeeping passes (payout dispatch, payout status, payment reconciliation, retention, ...) by task and outcome (ok or failed).',
  labelNames: ['task', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers,
});

export const sweepInterval = new Gauge({
  name: 'invest_api_sweep_interval_seconds',
  help: 'How often each housekeeping task runs (alerts compare its lag with this).',
  labelNames: ['task'] as const,
  registers,
});

/** When each task's last pass succeeded (epoch ms), read by the lag gauge. */
const lastSweepSuccess = new Map<string, number>();

export function recordSweep(task: string, startedAt: number, ok: boolean): void {
  const finishedAt = Date.now();
  sweepDuration.observe({ task, outcome: ok ? 'ok' : 'failed' }, (finishedAt - startedAt) / 1000);
  if (ok) lastSweepSuccess.set(task, finishedAt);
}

new Gauge({
  name: 'invest_api_sweep_lag_seconds',
  help: "Seconds since each housekeeping task's last successful pass (grows while a task fails or stalls).",
  labelNames: ['task'] as const,
  registers,
  collect() {
    const now = Date.now();
    for (const [task, at] of lastSweepSuccess) this.set({ task }, (now - at) / 1000);
  },
});

/** A provider's name as a label: `Cashfree Verification` → `cashfree_verification`. */
const providerLabels = new Map<string, string>();
function providerLabel(provider: string): string {
  let label = providerLabels.get(provider);
  if (label === undefined) {
    label = provider.toLowerCase().replace(/[^a-z0-9]+/g, '_');
    providerLabels.set(provider, label);
  }
  return label;
}

export type ProviderOutcome = 'ok' | 'refused' | 'failed' | 'unavailable';

/** The outcome of an HTTP answer from a provider (undefined status: no answer). */
export function providerOutcome(status: number | undefined): ProviderOutcome {
  if (status === undefined) return 'unavailable';
  if (status >= 500) return 'failed';
  return status >= 400 ? 'refused' : 'ok';
}

/** Times one provider call: `work` as it is, with its latency and outcome recorded (`outcomeOf` reads a thrown error). */
export async function timedProviderCall<T>(
  provider: string,
  work: () => Promise<T>,
  outcomeOf: (result: { value: T } | { error: unknown }) => ProviderOutcome,
): Promise<T> {
  const started = performance.now();
  let outcome: ProviderOutcome = 'unavailable';
  try {
    const value = await work();
    outcome = outcomeOf({ value });
    return value;
  } catch (error) {
    outcome = outcomeOf({ error });
    throw error;
  } finally {
    providerCallDuration.observe({ provider: providerLabel(provider), outcome }, (performance.now() - started) / 1000);
  }
}
