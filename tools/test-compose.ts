/**
 * `npm run test:compose` (the last stage of `npm test`): builds the stack's images and runs docker-compose.yml for real
 * (sandbox and observability profiles) with podman, then drives it with Playwright through Caddy's HTTPS
 * (e2e/playwright.compose.config.ts: the investor's journey, restarts of the API and the database mid-journey,
 * Prometheus scraping every target), and tears it all down. Prints each step's time.
 *
 * Base images: the official ones cannot be pulled on a machine that reaches no registry, so unless NODE_IMAGE,
 * MYSQL_IMAGE, CADDY_IMAGE and PROMETHEUS_IMAGE are set, deploy/local-images/build-local-images.sh builds local
 * equivalents from Debian's packages (once; kept between runs, like every image layer).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingTools, must, pumpHealthChecks, run, runStreaming, startDockerApi, type DockerApi } from './compose/engine.ts';
import { buildImage, composeArgs, containerHealth, imageBuilds, PROJECT, type Stack, writeEnvFile } from './compose/stack.ts';

const started = Date.now();
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(0)} s`;
async function step<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const at = Date.now();
  console.log(`--- compose: ${name}`);
  const result = await work();
  console.log(`--- compose: ${name} done in ${seconds(at)}`);
  return result;
}

const BASE_IMAGES = ['NODE_IMAGE', 'MYSQL_IMAGE', 'CADDY_IMAGE', 'PROMETHEUS_IMAGE'] as const;

function baseImages(): Record<string, string> {
  const given = BASE_IMAGES.filter((name) => process.env[name]);
  if (given.length === BASE_IMAGES.length) return Object.fromEntries(BASE_IMAGES.map((name) => [name, process.env[name] ?? '']));
  const printed = must('bash', ['deploy/local-images/build-local-images.sh']);
  return Object.fromEntries(
    printed
      .split('\n')
      .map((line) => /^([A-Z_]+)=(\S+)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}

async function waitHealthy(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = containerHealth();
    const waiting = Object.entries(health).filter(([, status]) => status !== 'healthy' && status !== '');
    if (Object.keys(health).length > 0 && waiting.length === 0) return;
    if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${waiting.map(([name, status]) => `${name} ${status}`).join(', ')}`);
    await new Promise((done) => setTimeout(done, 2_000));
  }
}

async function main(): Promise<number> {
  const missing = missingTools();
  if (missing.length > 0) {
    console.error(`test:compose needs ${missing.join(', ')} (Debian: apt-get install -y ${missing.join(' ')}; .ci/run installs them)`);
    return 1;
  }
  const workDir = mkdtempSync(join(tmpdir(), 'invest-compose-'));
  let api: DockerApi | undefined;
  let stack: Stack | undefined;
  let stopPump = () => {};
  try {
    const images = await step('base images', baseImages);
    api = await startDockerApi(join(workDir, 'podman.sock'));
    const envFile = join(workDir, 'compose.env');
    writeEnvFile(envFile, images);
    const current: Stack = { envFile, env: { ...process.env, DOCKER_HOST: api.dockerHost, COMPOSE_PROJECT_NAME: PROJECT } };
    stack = current;
    // A stack a failed run left behind goes first.
    run('docker-compose', [...composeArgs(current), 'down', '--volumes', '--remove-orphans'], { env: current.env });
    for (const build of imageBuilds(current)) await step(`image ${build.image}`, () => buildImage(build));
    stopPump = pumpHealthChecks(PROJECT);
    await step('up', async () => {
      const up = await runStreaming('docker-compose', [...composeArgs(current), 'up', '--detach', '--no-build'], current.env);
      if (up !== 0) throw new Error('docker-compose up failed');
      await waitHealthy(300_000);
    });
    // The journey restarts containers: the pump keeps their health checks running meanwhile.
    const e2e = await step('Playwright through Caddy', () =>
      runStreaming('npx', ['playwright', 'test', '-c', 'e2e/playwright.compose.config.ts'], {
        ...current.env,
        E2E_BASE_URL: 'https://localhost',
        E2E_IDENTITY_URL: 'http://127.0.0.1:8091',
        COMPOSE_TEST_ARGS: JSON.stringify(composeArgs(current)),
      }),
    );
    if (e2e !== 0) {
      run('docker-compose', [...composeArgs(current), 'logs', '--tail=60'], { env: current.env, inherit: true });
      return e2e;
    }
    return 0;
  } finally {
    stopPump();
    if (stack) {
      const down = stack;
      await step('down', () => run('docker-compose', [...composeArgs(down), 'down', '--volumes', '--remove-orphans'], { env: down.env }));
    }
    api?.stop();
    rmSync(workDir, { recursive: true, force: true });
    console.log(`--- compose: total ${seconds(started)}`);
  }
}

process.exitCode = await main();
