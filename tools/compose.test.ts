import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { appOf, REMOTE_APPS, SHELL_APP } from '../libs/mf/src/apps.ts';
import { platformApps } from './platform-apps.ts';
import { labelled } from '@invest/testing/labelled-expect';

interface ComposeService {
  image?: string;
  profiles?: string[];
  volumes?: string[];
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  ports?: string[];
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
}

/** What compose passes every build: the official Node image unless NODE_IMAGE names a local equivalent. */
const NODE_IMAGE_ARG = '${NODE_IMAGE:-node:24-bookworm-slim}';
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
/** The production stack: the local stand-ins (kind 'standin') of outside services are not part of it. */
const deployedApps = platformApps.filter((app) => app.kind !== 'standin');
const envExample = readFileSync('.env.example', 'utf8');

describe('docker-compose.yml', () => {
  it('has MySQL 8, the API, the shell and the six remotes, behind Caddy, and the stand-ins for the sandbox profile', () => {
    const standIns = platformApps.filter((app) => app.kind === 'standin').map((app) => app.folder.replace('services/', ''));
    const expected = ['mysql', 'caddy', 'prometheus', ...deployedApps.map((app) => (app.kind === 'api' ? 'api' : app.folder)), ...standIns];
    expect(Object.keys(compose.services).sort()).toEqual(expected.sort());
    expect(compose.services.mysql?.image).toBe('${MYSQL_IMAGE:-mysql:8.4}');
  });

  it.each(deployedApps.map((app) => [app.kind === 'api' ? 'api' : app.folder, app] as const))(
    '%s is built from the repository root with the port of the apps table, is reachable only inside the stack and has a health check',
    (name, app) => {
      const service = compose.services[name];
      expect(service?.build?.context).toBe('.');
      if (app.kind === 'api') {
        expect(service?.build?.dockerfile).toBe('services/api/Dockerfile');
        const dockerfile = readFileSync('services/api/Dockerfile', 'utf8');
        expect(dockerfile).toContain(`EXPOSE ${app.port}`);
        expect(dockerfile).toContain(`--workspace=${app.project}`);
        expect(service?.environment?.PORT).toBe(String(app.port));
        expect(service?.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${app.port}/api/health`);
      } else {
        // The shell and the remotes share one image, told which app by build arguments.
        expect(service?.build?.dockerfile).toBe('deploy/frontend.Dockerfile');
        expect(service?.build?.args).toEqual({ APP: app.folder, PORT: String(app.port), NODE_IMAGE: NODE_IMAGE_ARG });
        expect(app.project).toBe(`@invest/${app.folder}`);
      }
      // Only Caddy publishes ports: the client address each server trusts is one hop away (TRUST_PROXY=1).
      expect(service?.ports).toBeUndefined();
      expect(service?.healthcheck?.test.length).toBeGreaterThan(1);
    },
  );

  it('builds the front-end apps from one Dockerfile whose runtime stage holds the app, the web server and its production dependencies, and no tools/', () => {
    const dockerfile = readFileSync('deploy/frontend.Dockerfile', 'utf8');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages).toHaveLength(3);
    expect(stages[0]).toContain('npm ci --no-audit --no-fund');
    expect(stages[0]).not.toContain('npm install');
    expect(stages[1]).toContain('npm ci --omit=dev --workspace=@invest/web-server --include-workspace-root=false');
    const runtime = stages[2] ?? '';
    const copied = [...runtime.matchAll(/^COPY --from=(\S+) \/repo\/(\S+) /gm)].map((match) => `${match[1]} ${match[2]}`);
    expect(copied).toEqual([
      'production-dependencies package.json',
      'production-dependencies node_modules',
      'build libs/mf/package.json',
      'build libs/mf/src',
      'build shell/package.json',
      'build shell/src/server/contract.ts',
      'build servers/web/package.json',
      'build servers/web/src',
      'build ${APP}/dist',
    ]);
    // Developer scripts stay out of every image.
    expect(runtime).not.toMatch(/\btools\//);
    expect(runtime).toMatch(/^ENV NODE_ENV=production APP=\$\{APP\} PORT=\$\{PORT\}$/m);
    expect(runtime).toContain('EXPOSE ${PORT}');
    // OpenTelemetry's SDK and loader hook first (servers/web/src/tracing.ts: nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
    expect(runtime).toContain('CMD ["node", "--import", "./servers/web/src/tracing.ts", "servers/web/src/serve-app.ts"]');
    // Every other Dockerfile is the API's or the stand-ins': no app keeps a Dockerfile of its own.
    for (const app of deployedApps.filter((a) => a.kind !== 'api')) labelled(app.folder, () => expect(existsSync(`${app.folder}/Dockerfile`)).toBe(false));
  });

  it('installs and builds once for every image: the same build stage in each Dockerfile, the manifests of every workspace before npm ci', () => {
    const buildStage = (file: string) =>
      readFileSync(file, 'utf8')
        .split(/^FROM /m)[1]
        ?.replace(/^#.*\n/gm, '') ?? '';
    const dockerfiles = ['services/api/Dockerfile', 'deploy/frontend.Dockerfile', 'deploy/standin.Dockerfile'];
    for (const file of dockerfiles) labelled(file, () => expect(buildStage(file)).toBe(buildStage(dockerfiles[0] ?? '')));
    const stage = buildStage(dockerfiles[0] ?? '');
    expect(stage).toContain('RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build');
    // npm ci sees every workspace's manifest and nothing else of the repository (so its layer outlives code changes).
    const beforeInstall = stage.slice(0, stage.indexOf('RUN npm ci'));
    const manifests = [...beforeInstall.matchAll(/^COPY (\S+)\/package\.json /gm)].map((match) => match[1]);
    const workspaces = (JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[] }).workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(pattern.slice(0, -2), { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && existsSync(`${pattern.slice(0, -2)}/${entry.name}/package.json`))
            .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
        : [pattern],
    );
    expect([...manifests].sort()).toEqual([...workspaces].sort());
    expect(beforeInstall).not.toMatch(/^COPY \. /m);
  });

  it('names every image it builds solidstep-invest/<service>:IMAGE_TAG', () => {
    for (const [name, service] of Object.entries(compose.services).filter(([, definition]) => definition.build)) {
      labelled(name, () => expect(service.image).toBe(`solidstep-invest/${name}:\${IMAGE_TAG:-latest}`));
    }
  });

  it('starts the API on MySQL after the database is healthy', () => {
    const api = compose.services.api;
    expect(api?.depends_on?.mysql?.condition).toBe('service_healthy');
    expect(api?.environment?.DATABASE_URL).toMatch(/^mysql:\/\/.+@mysql:3306\//);
    expect(api?.environment?.NODE_ENV).toBe('production');
  });

  it('points the shell at every remote and the API, by the variable names of the apps table', () => {
    const env = compose.services.shell?.environment ?? {};
    expect(env.API_URL).toBe(`http://api:${appOf('api').port}`);
    for (const app of REMOTE_APPS) {
      labelled(app.manifestUrlEnv, () =>
        expect(env[app.manifestUrlEnv]).toMatch(new RegExp(`^https://\\$\\{SITE_ADDRESS:-localhost\\}/remotes/${app.key}/mf-manifest\\.json$`)),
      );
      // Server rendering fetches each remote's server build inside the stack, from the remote's own service.
      labelled(app.serverUrlEnv, () => expect(env[app.serverUrlEnv]).toBe(`http://${app.folder}:${app.port}/server/`));
    }
    const remoteVariables = Object.keys(env)
      .filter((name) => /^REMOTE_/.test(name))
      .sort();
    expect(remoteVariables).toEqual(REMOTE_APPS.flatMap((app) => [app.manifestUrlEnv, app.serverUrlEnv]).sort());
    expect(env.PUBLIC_SITE_URL).toBe('https://${SITE_ADDRESS:-localhost}');
  });

  it('serves everything over HTTPS through Caddy (deploy/Caddyfile), the one proxy each server trusts', () => {
    const caddy = compose.services.caddy;
    expect(caddy?.image).toBe('${CADDY_IMAGE:-caddy:2.8}');
    // 8090: the sandbox gateway's checkout, over HTTPS (sandbox profile).
    expect(caddy?.ports).toEqual(['80:80', '443:443', '443:443/udp', '8090:8090']);
    expect(caddy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
    for (const app of REMOTE_APPS) {
      const route = new RegExp(`handle_path /remotes/${app.key}/\\* \\{\\s+reverse_proxy ${app.folder}:${app.port}\\b`);
      labelled(app.folder, () => expect(caddyfile).toMatch(route));
    }
    expect(caddyfile).toMatch(new RegExp(`handle \\{\\s+reverse_proxy shell:${SHELL_APP.port}\\b`));
    // One hop each: Caddy → shell → API, a client's own X-Forwarded-For never believed.
    expect(compose.services.shell?.environment?.SHELL_TRUST_PROXY).toBe('1');
    expect(compose.services.api?.environment?.TRUST_PROXY).toBe('1');
    expect(compose.services.api?.environment?.CORS_ORIGINS).toBe('https://${SITE_ADDRESS:-localhost}');
  });

  it('runs the local stand-ins only in the sandbox profile, named by deploy/sandbox.env with their documented keys', () => {
    for (const name of ['sandbox-gateway', 'sandbox-identity']) {
      const service = compose.services[name];
      labelled(name, () => expect(service?.profiles).toEqual(['sandbox']));
      // One Dockerfile for both stand-ins, told which by a build argument.
      expect(service?.build?.dockerfile).toBe('deploy/standin.Dockerfile');
      expect(service?.build?.args?.STANDIN).toBe(name);
      expect(existsSync(`services/${name}/src/main.ts`)).toBe(true);
      expect(service?.environment?.PORT).toBe(String(appOf(name === 'sandbox-gateway' ? 'sandbox-gateway' : 'sandbox-identity').port));
    }
    const sandbox = Object.fromEntries(
      readFileSync('deploy/sandbox.env', 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z]/.test(line))
        .map((line) => line.split('=', 2) as [string, string]),
    );
    // The stand-ins' documented keys, read as text from libs/contracts (tools/ does not import libs/).
    const documented = (file: string, name: string) => new RegExp(`${name}: '([^']+)'`).exec(readFileSync(`libs/contracts/src/${file}`, 'utf8'))?.[1];
    expect(sandbox).toMatchObject({
      ALLOW_SANDBOX: 'true',
      RAZORPAY_API_URL: 'http://sandbox-gateway:8090',
      RAZORPAY_KEY_ID: documented('gateway.ts', 'keyId'),
      RAZORPAY_KEY_SECRET: documented('gateway.ts', 'keySecret'),
      RAZORPAY_WEBHOOK_SECRET: documented('gateway.ts', 'webhookSecret'),
      MSG91_AUTH_KEY: documented('sandbox-identity.ts', 'msg91AuthKey'),
      CASHFREE_CLIENT_SECRET: documented('sandbox-identity.ts', 'cashfreeClientSecret'),
    });
    expect(sandbox['RAZORPAY_KEY_ID']).toBe('rzp_test_sandbox');
    // Every setting the sandbox file names reaches the API or the shell (otherwise it would silently do nothing).
    const api = compose.services.api?.environment ?? {};
    const shell = compose.services.shell?.environment ?? {};
    for (const name of Object.keys(sandbox)) {
      const read = Object.values({ ...api, ...shell }).some((value) => String(value).includes(`\${${name}`));
      labelled(name, () => expect(read).toBe(true));
    }
    expect(api.ALLOW_SANDBOX).toBe('${ALLOW_SANDBOX:-false}');
  });

  it("runs Prometheus in the observability profile, scraping the API's and the shell's metrics ports, which nothing publishes", () => {
    const prometheus = compose.services.prometheus;
    expect(prometheus?.profiles).toEqual(['observability']);
    expect(prometheus?.ports).toBeUndefined();
    const config = parse(readFileSync('deploy/prometheus/prometheus.yml', 'utf8')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    const targets = Object.fromEntries(config.scrape_configs.map((job) => [job.job_name, job.static_configs.flatMap((block) => block.targets)]));
    // Every service with a metrics port is scraped there: the API and the shell (the remotes serve files only).
    const withMetrics = Object.entries(compose.services).filter(([, service]) => service.environment?.METRICS_PORT !== undefined);
    expect(withMetrics.map(([name]) => name).sort()).toEqual(['api', 'shell']);
    for (const [name, service] of withMetrics) expect(targets[name]).toEqual([`${name}:${service.environment?.METRICS_PORT}`]);
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    expect(existsSync('deploy/prometheus/alerts.yml')).toBe(true);
  });

  it('builds every image on NODE_IMAGE, the official Node 24 image by default', () => {
    const built = Object.entries(compose.services).filter(([, service]) => service.build);
    expect(built.length).toBe(deployedApps.length + 2);
    for (const [name, service] of built) {
      labelled(name, () => {
        expect(service.build?.args?.NODE_IMAGE).toBe(NODE_IMAGE_ARG);
        const dockerfile = readFileSync(service.build?.dockerfile ?? '', 'utf8');
        expect(dockerfile).toContain('ARG NODE_IMAGE=node:24-bookworm-slim\n');
        expect([...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1])).toEqual(['${NODE_IMAGE}', '${NODE_IMAGE}', '${NODE_IMAGE}']);
      });
    }
  });

  it('documents every variable it reads in .env.example', () => {
    const raw = readFileSync('docker-compose.yml', 'utf8');
    const used = new Set([...raw.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    for (const name of used) labelled(name, () => expect(envExample).toMatch(new RegExp(`^${name}=`, 'm')));
  });
});
