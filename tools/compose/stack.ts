/**
 * The compose stack as `npm run test:compose` runs it: docker-compose.yml's sandbox and observability profiles, plus
 * deploy/compose.test.yml (the SMS stand-in's inbox on the host's loopback, for the journey's OTPs), under its own
 * project name, with an env file of fresh secrets, the sandbox settings and the base images.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { must, run } from './engine.ts';

export const PROJECT = 'invest-compose-test';
/** Absolute, so that the arguments work from any directory (the Playwright specs restart services with them). */
const FILES = ['docker-compose.yml', 'deploy/compose.test.yml'].map((file) => resolve(file));
const PROFILES = ['sandbox', 'observability'];

export interface Stack {
  envFile: string;
  env: NodeJS.ProcessEnv;
}

/** The arguments docker-compose takes before its command, for this project. */
export function composeArgs(stack: Stack): string[] {
  return ['-p', PROJECT, '--env-file', stack.envFile, ...FILES.flatMap((file) => ['-f', file]), ...PROFILES.flatMap((profile) => ['--profile', profile])];
}

/** Writes the env file: fresh secrets, deploy/sandbox.env's settings, and the base images to build on. */
export function writeEnvFile(path: string, images: Record<string, string>): void {
  const secret = (bytes: number) => randomBytes(bytes).toString('base64');
  const lines = [
    `COMPOSE_PROJECT_NAME=${PROJECT}`,
    'SITE_ADDRESS=localhost',
    `MYSQL_PASSWORD=${randomBytes(12).toString('hex')}`,
    `MYSQL_ROOT_PASSWORD=${randomBytes(12).toString('hex')}`,
    `SESSION_SECRET=${secret(48)}`,
    `FIELD_ENCRYPTION_KEY=${secret(32)}`,
    `OTP_PEPPER=${secret(24)}`,
    ...Object.entries(images).map(([name, image]) => `${name}=${image}`),
    readFileSync('deploy/sandbox.env', 'utf8'),
  ];
  writeFileSync(path, `${lines.join('\n')}\n`, { mode: 0o600 });
}

export interface ImageBuild {
  service: string;
  image: string;
  dockerfile: string;
  args: Record<string, string>;
}

interface ResolvedService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
}

/** The images compose would build, read from its own resolved configuration (variables and anchors applied). */
export function imageBuilds(stack: Stack): ImageBuild[] {
  const config = parse(must('docker-compose', [...composeArgs(stack), 'config'], { env: stack.env })) as {
    services: Record<string, ResolvedService>;
  };
  return Object.entries(config.services).flatMap(([service, definition]) => {
    if (!definition.build) return [];
    if (!definition.image) throw new Error(`docker-compose.yml: ${service} has a build but no image name`);
    return [{ service, image: definition.image, dockerfile: definition.build.dockerfile, args: definition.build.args ?? {} }];
  });
}

/** `podman build` of one image from the repository root, with the layer cache of earlier builds. */
export function buildImage(build: ImageBuild): void {
  const args = Object.entries(build.args).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]);
  must('podman', ['build', '--quiet', '--layers', '-t', build.image, '-f', build.dockerfile, ...args, '.'], { inherit: false });
}

/** The project's containers and their health ('healthy', 'starting', 'unhealthy', or '' without a check). */
export function containerHealth(): Record<string, string> {
  const names = run('podman', ['ps', '-a', '--filter', `label=com.docker.compose.project=${PROJECT}`, '--format', '{{.Names}}'])
    .stdout.split('\n')
    .filter(Boolean);
  return Object.fromEntries(
    names.map((name) => [name, run('podman', ['inspect', '--format', '{{if .State.Health}}{{.State.Health.Status}}{{end}}', name]).stdout.trim()]),
  );
}
