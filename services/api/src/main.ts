import { Logger } from '@nestjs/common';
import { collectDefaultMetrics } from 'prom-client';
import { apiRegistry } from './common/metrics/api-metrics.js';
import { startMetricsServer } from './common/metrics/metrics-server.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { ConfigError } from './config/validate-env.js';
import { createApp } from './create-app.js';
import { internalRoutes } from './internal-routes.js';

async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen({ port: config.port, host: config.host });
  const logger = new Logger('Bootstrap');
  logger.log(
    `API listening on http://${config.host}:${config.port}/api (${config.nodeEnv}, ${config.database.kind === 'mysql' ? 'MySQL' : `sql.js at ${config.database.file}`})`,
  );
  if (config.metricsPort > 0) {
    // The process's own figures (CPU, memory, event-loop lag, GC) beside the API's.
    collectDefaultMetrics({ register: apiRegistry, prefix: 'invest_api_' });
    // Metrics (and the ops endpoints beside them) are for watching: a port already taken is reported, and the API
    // serves on without them.
    await startMetricsServer(apiRegistry, config.metricsPort, config.host, internalRoutes(app)).then(
      ({ port }) => logger.log(`Metrics and ops endpoints on http://${config.host}:${port}/metrics`),
      (error: unknown) => logger.error(`Metrics not served on port ${config.metricsPort}: ${String(error)}`),
    );
  }
}

main().catch((error: unknown) => {
  // Config errors are the operator's to fix: print the list, no stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The API failed to start:', error);
  process.exit(1);
});
