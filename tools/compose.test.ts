import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { platformApps } from './platform-apps.ts';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: string[];
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const envExample = readFileSync('.env.example', 'utf8');

describe('docker-compose.yml', () => {
  it('has MySQL 8, the API, the shell and the six remotes', () => {
    const expected = ['mysql', ...platformApps.map((app) => (app.kind === 'api' ? 'api' : app.folder))];
    expect(Object.keys(compose.services).sort()).toEqual(expected.sort());
    expect(compose.services.mysql?.image).toMatch(/^mysql:8/);
  });

  it.each(platformApps.map((app) => [app.kind === 'api' ? 'api' : app.folder, app] as const))(
    '%s builds from its own Dockerfile, publishes its port and has a health check',
    (name, app) => {
      const service = compose.services[name];
      expect(service?.build?.context).toBe('.');
      expect(service?.build?.dockerfile).toBe(`${app.folder}/Dockerfile`);
      expect(existsSync(service?.build?.dockerfile ?? '')).toBe(true);
      const dockerfile = readFileSync(`${app.folder}/Dockerfile`, 'utf8');
      expect(dockerfile).toContain(`EXPOSE ${app.port}`);
      expect(dockerfile).toContain(app.project);
      expect(service?.ports).toEqual([`${app.port}:${app.port}`]);
      expect(service?.healthcheck?.test.length).toBeGreaterThan(1);
    },
  );

  it('starts the API on MySQL after the database is healthy', () => {
    const api = compose.services.api;
    expect(api?.depends_on?.mysql?.condition).toBe('service_healthy');
    expect(api?.environment?.DATABASE_URL).toMatch(/^mysql:\/\/.+@mysql:3306\//);
    expect(api?.environment?.NODE_ENV).toBe('production');
  });

  it('points the shell at every remote and the API', () => {
    const env = compose.services.shell?.environment ?? {};
    expect(env.API_URL).toBe('http://api:3000');
    for (const app of platformApps.filter((a) => a.kind === 'remote')) {
      const key = `REMOTE_${app.folder.replace('mfe-', '').toUpperCase()}_URL`;
      expect(env[key], key).toContain(`:${app.port}/mf-manifest.json`);
    }
  });

  it('documents every variable it reads in .env.example', () => {
    const raw = readFileSync('docker-compose.yml', 'utf8');
    const used = new Set([...raw.matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]));
    for (const name of used) expect(envExample, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
