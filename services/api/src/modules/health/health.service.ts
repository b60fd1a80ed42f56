import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { SandboxedService } from '@invest/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { type HealthAnswer, healthAnswer } from './health-body.js';
import { OutsideSystemHealthIndicator } from './outside-system.health.js';

/** How long the database has to answer `SELECT 1` before it counts as down. */
export const DB_CHECK_TIMEOUT_MS = 3000;

/**
 * The checks of GET /api/health, run by @nestjs/terminus: the database (TypeORM's ping on the app's DataSource) and the
 * reachability of the outside systems the configuration names (payment gateway, SMS provider, KYC provider).
 */
@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();
  private readonly sandbox: SandboxedService[];

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly outside: OutsideSystemHealthIndicator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const standIns: [SandboxedService, boolean][] = [
      ['payments', config.gateway.sandbox],
      ['sms', config.sms.sandbox],
      ['kyc', config.kyc.sandbox],
    ];
    this.sandbox = standIns.filter(([, sandboxed]) => sandboxed).map(([service]) => service);
  }

  async check(): Promise<HealthAnswer> {
    const result = await this.run();
    return healthAnswer(result, Math.floor((Date.now() - this.startedAt) / 1000), this.sandbox);
  }

  /** terminus' result, also when it fails the check (it throws a 503 carrying the result then). */
  private async run(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () => this.database.pingCheck('database', { timeout: DB_CHECK_TIMEOUT_MS }),
        () => this.outside.reachable('payments', this.config.gateway.apiUrl),
        () => this.outside.reachable('sms', this.config.sms.apiUrl),
        () => this.outside.reachable('kyc', this.config.kyc.apiUrl),
      ]);
    } catch (error) {
      const result = error instanceof ServiceUnavailableException ? error.getResponse() : undefined;
      if (isHealthCheckResult(result)) return result;
      throw error;
    }
  }
}

function isHealthCheckResult(value: unknown): value is HealthCheckResult {
  if (typeof value !== 'object' || value === null) return false;
  const { status, details } = value as Record<string, unknown>;
  return typeof status === 'string' && typeof details === 'object' && details !== null;
}
