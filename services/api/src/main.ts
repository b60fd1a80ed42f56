import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './create-app.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp();
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
