import type { HealthCheckResult } from '@nestjs/terminus';
import type { HealthResponse, SandboxedService } from '@invest/contracts';

/** What terminus says about one check: its status, how long it took, why it failed. */
export interface ComponentHealth {
  status: 'up' | 'degraded' | 'down';
  responseTime?: number;
  message?: string;
  cachedResponse?: boolean;
}

export type HealthComponent = 'database' | SandboxedService;

/**
 * GET /api/health: the fields its callers read (status, database, uptimeSeconds, sandbox: the front end, tools/start.ts,
 * the e2e suites, compose's healthcheck), and terminus' `details`: each check by name.
 */
export interface ApiHealthResponse extends HealthResponse {
  details: Partial<Record<HealthComponent, ComponentHealth>>;
}

export interface HealthAnswer {
  httpStatus: 200 | 503;
  body: ApiHealthResponse;
}

const COMPONENTS: readonly HealthComponent[] = ['database', 'payments', 'sms', 'kyc'];

function componentOf(value: unknown): ComponentHealth | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { status, responseTime, message, cachedResponse } = value as Record<string, unknown>;
  if (status !== 'up' && status !== 'degraded' && status !== 'down') return undefined;
  return {
    status,
    ...(typeof responseTime === 'number' ? { responseTime } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(cachedResponse === true ? { cachedResponse } : {}),
  };
}

/**
 * terminus' result as the API answers it. Only the database decides: `ok` and 200 while it answers (an outside system
 * that does not is `degraded` in `details`, and `npm start`'s wait for a 200 is not held up by a provider), `error` and
 * 503 when it does not, or while the app shuts down.
 */
export function healthAnswer(result: HealthCheckResult, uptimeSeconds: number, sandbox: readonly SandboxedService[]): HealthAnswer {
  const details: ApiHealthResponse['details'] = {};
  for (const component of COMPONENTS) {
    const health = componentOf(result.details[component]);
    if (health) details[component] = health;
  }
  const database = details.database?.status === 'up' ? 'up' : 'down';
  const ok = database === 'up' && (result.status === 'ok' || result.status === 'degraded');
  return {
    httpStatus: ok ? 200 : 503,
    body: { status: ok ? 'ok' : 'error', database, uptimeSeconds, sandbox: [...sandbox], details },
  };
}
