import { Injectable } from '@nestjs/common';
import { type HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import type { SandboxedService } from '@invest/contracts';

/** How long a reachability probe may take (the health answer waits for it; its callers allow 1-2 s). */
export const OUTSIDE_PROBE_TIMEOUT_MS = 1000;
/** A probe's outcome is reused this long: health is polled often, the providers are not ours to poll. */
export const OUTSIDE_PROBE_CACHE_MS = 30_000;

/**
 * Whether an outside system (the payment gateway, the SMS provider, the KYC provider) answers at its configured base
 * URL: any HTTP answer counts, whatever its status (no credentials are sent; this is reachability, not a login). A
 * system that does not answer in time is `degraded`, never `down`: terminus then keeps the check's HTTP status at 200,
 * since the API itself still serves (a payment or an OTP fails with its own 503 until the provider is back).
 */
@Injectable()
export class OutsideSystemHealthIndicator {
  constructor(private readonly indicators: HealthIndicatorService) {}

  async reachable<const Key extends SandboxedService>(key: Key, baseUrl: string): Promise<HealthIndicatorResult<Key, 'up' | 'degraded'>> {
    const probe = this.indicators.check(key);
    const result = await probe
      .attempt(async ({ signal }) => {
        await fetch(baseUrl, { method: 'HEAD', redirect: 'manual', signal });
      })
      .withTimeout(OUTSIDE_PROBE_TIMEOUT_MS)
      .cacheFor(OUTSIDE_PROBE_CACHE_MS);
    const { status, ...data }: Record<string, unknown> = result[key];
    return status === 'up' ? probe.up<Record<string, unknown>>(data) : probe.degraded<Record<string, unknown>>(data);
  }
}
