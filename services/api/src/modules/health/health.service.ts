import { Inject, Injectable } from '@nestjs/common';
import type { HealthResponse, SandboxedService } from '@invest/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';

const DB_CHECK_TIMEOUT_MS = 3000;

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();
  private readonly sandbox: SandboxedService[];

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const standIns: [SandboxedService, boolean][] = [
      ['payments', config.gateway.sandbox],
      ['sms', config.sms.sandbox],
      ['kyc', config.kyc.sandbox],
    ];
    this.sandbox = standIns.filter(([, sandboxed]) => sandboxed).map(([service]) => service);
  }

  async check(): Promise<HealthResponse> {
    const database = (await this.pingDatabase()) ? 'up' : 'down';
    return {
      status: database === 'up' ? 'ok' : 'error',
      database,
      uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000),
      sandbox: [...this.sandbox],
    };
  }

  private async pingDatabase(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DB_CHECK_TIMEOUT_MS);
    });
    const ping = this.db.run((em) => em.query('SELECT 1 AS ok')).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
