import { spawnSync } from 'node:child_process';

/**
 * docker-compose for the stack tools/test-compose.ts started: its arguments (project, env file, files, profiles) come
 * in COMPOSE_TEST_ARGS and its engine in DOCKER_HOST. Answers what the command printed; a failure throws.
 */
export function compose(...args: string[]): string {
  const projectArgs = JSON.parse(process.env.COMPOSE_TEST_ARGS ?? 'null') as string[] | null;
  if (!projectArgs) throw new Error('COMPOSE_TEST_ARGS is not set: run these specs through `npm run test:compose`');
  const result = spawnSync('docker-compose', [...projectArgs, ...args], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`docker-compose ${args.join(' ')} failed (exit ${result.status}): ${result.stderr}`);
  return result.stdout;
}
