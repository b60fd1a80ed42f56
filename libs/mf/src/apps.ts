/**
 * The platform's apps table: every process `npm start` runs, in start order, with its folder, Nx project, port and
 * kind, and for the shell and the remotes their federation name, the module a remote exposes, the paths it owns and
 * the environment variables that point the shell at it. The one place these facts are written: libs/mf's ownership
 * table, the webpack configs, tools/ (start, the budgets), the web server (servers/web), the e2e and bench configurations read it,
 * and tools/compose.test.ts fails when docker-compose.yml, deploy/Caddyfile or a Dockerfile drifts from it.
 *
 * Pure data with no imports: the browser bundles, Node's type stripping (tools/, and the web server in the images) and
 * Jest all load it as it is. A remote's row is written as its key, port and paths (`remote()`): the rest follows from the key.
 */
/** Everything of a remote's row but its key, port and paths follows from its key, as written here once. */
interface RemoteRow<K extends string, P extends number, Paths extends readonly string[]> {
  readonly key: K;
  readonly kind: 'remote';
  readonly folder: `mfe-${K}`;
  readonly project: `@invest/mfe-${K}`;
  readonly port: P;
  readonly name: `mfe_${K}`;
  readonly exposes: { readonly './routes': './src/routes.tsx' };
  readonly manifestUrlEnv: `REMOTE_${Uppercase<K>}_URL`;
  readonly serverUrlEnv: `REMOTE_${Uppercase<K>}_SERVER_URL`;
  readonly paths: Paths;
}

/** A remote's row: folder `mfe-<key>`, project `@invest/mfe-<key>`, federation name `mfe_<key>`, `./routes` exposed, `REMOTE_<KEY>_URL`. */
function remote<const K extends string, const P extends number, const Paths extends readonly string[]>(key: K, port: P, paths: Paths): RemoteRow<K, P, Paths> {
  const upper = key.toUpperCase() as Uppercase<K>;
  return {
    key,
    kind: 'remote',
    folder: `mfe-${key}`,
    project: `@invest/mfe-${key}`,
    port,
    name: `mfe_${key}`,
    exposes: { './routes': './src/routes.tsx' },
    manifestUrlEnv: `REMOTE_${upper}_URL`,
    serverUrlEnv: `REMOTE_${upper}_SERVER_URL`,
    paths,
  };
}

export const APPS = [
  // The Razorpay stand-in (services/sandbox-gateway/README.md), before the API that calls it.
  { key: 'sandbox-gateway', kind: 'standin', folder: 'services/sandbox-gateway', project: '@invest/sandbox-gateway', port: 8090 },
  // The MSG91 (SMS) and Cashfree Verification (KYC) stand-in with its OTP inbox (services/sandbox-identity/README.md).
  { key: 'sandbox-identity', kind: 'standin', folder: 'services/sandbox-identity', project: '@invest/sandbox-identity', port: 8091 },
  { key: 'api', kind: 'api', folder: 'services/api', project: '@invest/api-service', port: 3000 },
  remote('marketing', 8081, [
    '/',
    '/faq',
    '/contact',
    '/privacy',
    '/privacy-dashboard',
    '/security-report',
    '/terms',
    '/risk-disclosure',
    '/dpdp-compliance',
    '/bug-bounty',
  ]),
  remote('products', 8082, ['/products', '/fixed-deposits', '/bonds', '/mutual-funds', '/real-estate', '/gold', '/sdi', '/calculator', '/knowledge-hub']),
  remote('onboarding', 8083, ['/kyc', '/kyc-verification', '/sign-in']),
  remote('payments', 8084, ['/payment']),
  remote('dashboard', 8085, ['/dashboard']),
  remote('demo', 8086, ['/demo', '/demo/products', '/demo/kyc', '/demo/payment', '/demo/dashboard']),
  // Last: it loads the remotes and proxies /api to the API.
  { key: 'shell', kind: 'shell', folder: 'shell', project: '@invest/shell', port: 8080, name: 'shell' },
] as const;

export type PlatformAppEntry = (typeof APPS)[number];
export type AppKey = PlatformAppEntry['key'];
export type RemoteApp = Extract<PlatformAppEntry, { kind: 'remote' }>;
export type ShellApp = Extract<PlatformAppEntry, { kind: 'shell' }>;
/** An app with a front-end build served by servers/web/src/serve-app.ts: the shell or a remote. */
export type FrontendApp = RemoteApp | ShellApp;

/** The app of `key`. */
export function appOf<K extends AppKey>(key: K): Extract<PlatformAppEntry, { key: K }> {
  const app = APPS.find((entry): entry is Extract<PlatformAppEntry, { key: K }> => entry.key === key);
  if (!app) throw new Error(`No app ${key} in the apps table`);
  return app;
}

/** The app built in `folder` (`mfe-demo`, `shell`, `services/api`), or undefined. */
export function appInFolder(folder: string): PlatformAppEntry | undefined {
  return APPS.find((app) => app.folder === folder);
}

/** The remotes, in table order. */
export const REMOTE_APPS: readonly RemoteApp[] = APPS.filter((app): app is RemoteApp => app.kind === 'remote');

/** The shell. */
export const SHELL_APP: ShellApp = appOf('shell');
