/**
 * The platform's apps table: every process `npm start` runs, in start order, with its folder, Nx project, port and
 * kind, and for the shell and the remotes their federation name, the module a remote exposes, the paths it owns and
 * the environment variables that point the shell at it. The one place these facts are written: libs/mf's ownership
 * table, the webpack configs, tools/ (start, the budgets), the web server (servers/web), the e2e and bench configurations read it,
 * and tools/compose.test.ts fails when docker-compose.yml, deploy/Caddyfile or a Dockerfile drifts from it.
 *
 * Pure data with no imports: the browser bundles, Node's type stripping (tools/, and the web server in the images) and Jest all
 * load it as it is.
 */
export const APPS = [
  // The Razorpay stand-in (services/sandbox-gateway/README.md), before the API that calls it.
  { key: 'sandbox-gateway', kind: 'standin', folder: 'services/sandbox-gateway', project: '@invest/sandbox-gateway', port: 8090 },
  // The MSG91 (SMS) and Cashfree Verification (KYC) stand-in with its OTP inbox (services/sandbox-identity/README.md).
  { key: 'sandbox-identity', kind: 'standin', folder: 'services/sandbox-identity', project: '@invest/sandbox-identity', port: 8091 },
  { key: 'api', kind: 'api', folder: 'services/api', project: '@invest/api-service', port: 3000 },
  {
    key: 'marketing',
    kind: 'remote',
    folder: 'mfe-marketing',
    project: '@invest/mfe-marketing',
    port: 8081,
    name: 'mfe_marketing',
    exposes: { './routes': './src/routes.tsx' },
    manifestUrlEnv: 'REMOTE_MARKETING_URL',
    serverUrlEnv: 'REMOTE_MARKETING_SERVER_URL',
    paths: ['/', '/faq', '/contact', '/privacy', '/privacy-dashboard', '/security-report', '/terms', '/risk-disclosure', '/dpdp-compliance', '/bug-bounty'],
  },
  {
    key: 'products',
    kind: 'remote',
    folder: 'mfe-products',
    project: '@invest/mfe-products',
    port: 8082,
    name: 'mfe_products',
    exposes: { './routes': './src/routes.tsx' },
    manifestUrlEnv: 'REMOTE_PRODUCTS_URL',
    serverUrlEnv: 'REMOTE_PRODUCTS_SERVER_URL',
    paths: ['/products', '/fixed-deposits', '/bonds', '/mutual-funds', '/real-estate', '/gold', '/sdi', '/calculator', '/knowledge-hub'],
  },
  {
    key: 'onboarding',
    kind: 'remote',
    folder: 'mfe-onboarding',
    project: '@invest/mfe-onboarding',
    port: 8083,
    name: 'mfe_onboarding',
    exposes: { './routes': './src/routes.tsx' },
    manifestUrlEnv: 'REMOTE_ONBOARDING_URL',
    serverUrlEnv: 'REMOTE_ONBOARDING_SERVER_URL',
    paths: ['/kyc', '/kyc-verification', '/sign-in'],
  },
  {
    key: 'payments',
    kind: 'remote',
    folder: 'mfe-payments',
    project: '@invest/mfe-payments',
    port: 8084,
    name: 'mfe_payments',
    exposes: { './routes': './src/routes.tsx' },
    manifestUrlEnv: 'REMOTE_PAYMENTS_URL',
    serverUrlEnv: 'REMOTE_PAYMENTS_SERVER_URL',
    paths: ['/payment'],
  },
  {
    key: 'dashboard',
    kind: 'remote',
    folder: 'mfe-dashboard',
    project: '@invest/mfe-dashboard',
    port: 8085,
    name: 'mfe_dashboard',
    exposes: { './routes': './src/routes.tsx' },
    manifestUrlEnv: 'REMOTE_DASHBOARD_URL',
    serverUrlEnv: 'REMOTE_DASHBOARD_SERVER_URL',
    paths: ['/dashboard'],
  },
  {
    key: 'demo',
    kind: 'remote',
    folder: 'mfe-demo',
    project: '@invest/mfe-demo',
    port: 8086,
    name: 'mfe_demo',
    exposes: { './routes': './src/routes.tsx' },
    manifestUrlEnv: 'REMOTE_DEMO_URL',
    serverUrlEnv: 'REMOTE_DEMO_SERVER_URL',
    paths: ['/demo', '/demo/products', '/demo/kyc', '/demo/payment', '/demo/dashboard'],
  },
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
