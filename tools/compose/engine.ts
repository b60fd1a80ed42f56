/**
 * The container engine `npm run test:compose` drives: Debian's podman behind its Docker-compatible API (a socket of
 * `podman system service`), which Debian's docker-compose (1.29) talks to through DOCKER_HOST.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

export interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; its output is returned, or streamed to ours when `inherit`. */
export function run(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; inherit?: boolean } = {}): Run {
  const result = spawnSync(command, args, {
    env: options.env ?? process.env,
    encoding: 'utf8',
    stdio: options.inherit ? 'inherit' : 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** Runs a command that must succeed; its failure throws with what it printed. */
export function must(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; inherit?: boolean } = {}): string {
  const result = run(command, args, options);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})\n${result.stderr.slice(-4000)}`);
  }
  return result.stdout;
}

/**
 * Runs a command to its end without blocking this process (the health-check pump keeps running meanwhile), its output
 * streamed to ours; resolves with its exit status.
 */
export function runStreaming(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** The missing tools, each with the Debian package that brings it. */
export function missingTools(): string[] {
  const tools: [string, string][] = [
    ['podman', 'podman'],
    ['docker-compose', 'docker-compose'],
    ['debootstrap', 'debootstrap'],
  ];
  return tools.filter(([tool]) => run('sh', ['-c', `command -v ${tool}`]).status !== 0).map(([, pkg]) => pkg);
}

/** A running `podman system service`: its socket as DOCKER_HOST, and how to stop it. */
export interface DockerApi {
  dockerHost: string;
  stop: () => void;
}

export async function startDockerApi(socketPath: string): Promise<DockerApi> {
  rmSync(socketPath, { force: true });
  const service: ChildProcess = spawn('podman', ['system', 'service', '--time=0', `unix://${socketPath}`], { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  while (!existsSync(socketPath)) {
    if (Date.now() > deadline || service.exitCode !== null) throw new Error('podman system service did not open its socket');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    dockerHost: `unix://${socketPath}`,
    stop: () => {
      service.kill('SIGTERM');
      // podman removes its socket as it exits, which may be between a check and a removal: `force` ignores it gone.
      rmSync(socketPath, { force: true });
    },
  };
}

/**
 * podman runs a container's health check from a systemd timer; on a machine without systemd (a CI container) nothing
 * runs it, the container stays "starting" and compose would wait for `service_healthy` forever. This runs every
 * health check of the project's containers every two seconds, as the timer would, until stopped.
 */
export function pumpHealthChecks(project: string): () => void {
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    const names = run('podman', ['ps', '--filter', `label=com.docker.compose.project=${project}`, '--format', '{{.Names}}'])
      .stdout.split('\n')
      .filter(Boolean);
    for (const name of names) run('podman', ['healthcheck', 'run', name]);
    timer = setTimeout(tick, 2_000);
  };
  let timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
