import type { INestApplicationContext } from '@nestjs/common';
import type { InternalRoute } from './common/metrics/metrics-server.js';
import { TaxPapersService } from './modules/reports/tax-papers.service.js';
import { TDS_RETURN_PATH, tdsReturnRoute } from './modules/reports/tds-return-route.js';

/** The ops endpoints the internal port (METRICS_PORT) serves beside /metrics; never the public port. */
export function internalRoutes(app: INestApplicationContext): Record<string, InternalRoute> {
  return { [TDS_RETURN_PATH]: tdsReturnRoute(app.get(TaxPapersService)) };
}
