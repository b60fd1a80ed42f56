import { Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { ConfigError } from './config/validate-env.js';
import { createApp } from './create-app.js';

async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen({ port: config.port, host: config.host });
  new Logger('Bootstrap').log(
    `API listening on http://${config.host}:${config.port}/api (${config.nodeEnv}, ${config.database.kind === 'mysql' ? 'MySQL' : `sql.js at ${config.database.file}`})`,
  );
}

main().catch((error: unknown) => {
  // Config errors are the operator's to fix: print the list, no stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The API failed to start:', error);
  process.exit(1);
});
