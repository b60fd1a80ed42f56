/**
 * The Kubernetes manifests of deploy/k8s, written from the apps table (libs/mf/src/apps.ts), as docker-compose.yml is
 * held to it: `node tools/k8s-manifests.ts` writes them, tools/k8s.test.ts fails when the committed files differ from
 * what this writes, and validates each object against Kubernetes' schemas (kubernetes-models).
 *
 * What they say (docs/operations/kubernetes.md):
 * - one Deployment and Service per app (the stand-ins are not deployed: they are for the sandbox only); the API and the
 *   shell scale horizontally (HorizontalPodAutoscaler on CPU), every app keeps one pod up through voluntary
 *   disruptions (PodDisruptionBudget);
 * - readiness on each server's health endpoint (the API's /api/health checks the database); liveness on the same for
 *   the static servers, on the API's port only for the API (a database outage must not restart every API pod);
 * - the public entry is one Ingress (ingress-nginx: TLS, /remotes/<name>/ to each remote with the prefix stripped, the
 *   rest to the shell), as Caddy does in compose; the API and the metrics ports are reachable inside the cluster only;
 * - secrets by reference only (the Secret `invest-api-secrets`, made by ops or an external-secrets operator, holds
 *   DATABASE_URL for the managed MySQL and the providers' keys); site settings in the ConfigMap `invest-site`;
 * - Prometheus finds the API's and the shell's metrics ports by the pods' prometheus.io/* annotations.
 */
import { writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { appOf, REMOTE_APPS, SHELL_APP, type FrontendApp } from '../libs/mf/src/apps.ts';

export const NAMESPACE = 'invest';
/** The API's and the shell server's Prometheus ports (METRICS_PORT; the defaults in the code). */
export const API_METRICS_PORT = 9464;
export const SHELL_METRICS_PORT = 9465;
/** The Secret ops create (never committed): one key per secret variable the API reads. */
export const API_SECRET = 'invest-api-secrets';
export const API_SECRET_KEYS = [
  'DATABASE_URL',
  'SESSION_SECRET',
  'FIELD_ENCRYPTION_KEY',
  'OTP_PEPPER',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'RAZORPAYX_ACCOUNT_NUMBER',
  'MSG91_AUTH_KEY',
  'MSG91_TEMPLATE_ID',
  'MSG91_TEXT_TEMPLATE_IDS',
  'MSG91_SENDER_ID',
  'CASHFREE_CLIENT_ID',
  'CASHFREE_CLIENT_SECRET',
] as const;
export const SITE_CONFIG = 'invest-site';
/** The TLS certificate's Secret (cert-manager or ops). */
export const TLS_SECRET = 'invest-tls';

type Manifest = Record<string, unknown>;
type EnvVar = { name: string; value: string } | { name: string; valueFrom: Record<string, unknown> };

const API = appOf('api');
const labelsOf = (name: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'invest' });
const metadata = (name: string) => ({ name, namespace: NAMESPACE, labels: labelsOf(name) });
const fromSite = (name: string, key: string): EnvVar => ({ name, valueFrom: { configMapKeyRef: { name: SITE_CONFIG, key } } });
const value = (name: string, text: string | number): EnvVar => ({ name, value: String(text) });
/** The image of one app; ops pin the tag (kustomize's `images:`, deploy/k8s/kustomization.yaml). */
export const imageOf = (name: string) => `registry.example.com/invest/${name}:latest`;

const SECURITY = {
  runAsNonRoot: true,
  runAsUser: 1000,
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: false,
  capabilities: { drop: ['ALL'] },
};

interface DeploymentSpec {
  name: string;
  port: number;
  replicas: number;
  env: EnvVar[];
  readinessPath: string;
  /** Liveness: the same HTTP path, or only the port (tcp). */
  liveness: { path: string } | 'tcp';
  metricsPort?: number;
  resources: { cpu: string; memory: string; memoryLimit: string };
}

function deployment(spec: DeploymentSpec): Manifest {
  const ports = [{ name: 'http', containerPort: spec.port }, ...(spec.metricsPort ? [{ name: 'metrics', containerPort: spec.metricsPort }] : [])];
  const probe = (path: string) => ({ httpGet: { path, port: 'http' } });
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: metadata(spec.name),
    spec: {
      replicas: spec.replicas,
      selector: { matchLabels: { 'app.kubernetes.io/name': spec.name } },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels: labelsOf(spec.name),
          ...(spec.metricsPort
            ? { annotations: { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(spec.metricsPort), 'prometheus.io/path': '/metrics' } }
            : {}),
        },
        spec: {
          automountServiceAccountToken: false,
          terminationGracePeriodSeconds: 30,
          containers: [
            {
              name: spec.name,
              image: imageOf(spec.name),
              ports,
              env: spec.env,
              readinessProbe: { ...probe(spec.readinessPath), periodSeconds: 10, timeoutSeconds: 5, failureThreshold: 3 },
              livenessProbe: {
                ...(spec.liveness === 'tcp' ? { tcpSocket: { port: 'http' } } : probe(spec.liveness.path)),
                initialDelaySeconds: 30,
                periodSeconds: 20,
                timeoutSeconds: 5,
                failureThreshold: 3,
              },
              resources: {
                requests: { cpu: spec.resources.cpu, memory: spec.resources.memory },
                limits: { memory: spec.resources.memoryLimit },
              },
              securityContext: SECURITY,
            },
          ],
        },
      },
    },
  };
}

function service(name: string, port: number, metricsPort?: number): Manifest {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: metadata(name),
    spec: {
      type: 'ClusterIP',
      selector: { 'app.kubernetes.io/name': name },
      ports: [{ name: 'http', port, targetPort: 'http' }, ...(metricsPort ? [{ name: 'metrics', port: metricsPort, targetPort: 'metrics' }] : [])],
    },
  };
}

function autoscaler(name: string, minReplicas: number, maxReplicas: number): Manifest {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: metadata(name),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      minReplicas,
      maxReplicas,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
      behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
    },
  };
}

function disruptionBudget(name: string): Manifest {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: metadata(name),
    spec: { minAvailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': name } } },
  };
}

const secretRef = (key: string): EnvVar => ({ name: key, valueFrom: { secretKeyRef: { name: API_SECRET, key } } });
/** OTLP traces go where the site config says (empty: off). */
const tracing = (serviceName: string): EnvVar[] => [
  { name: 'OTEL_EXPORTER_OTLP_ENDPOINT', valueFrom: { configMapKeyRef: { name: SITE_CONFIG, key: 'OTEL_EXPORTER_OTLP_ENDPOINT', optional: true } } },
  value('OTEL_SERVICE_NAME', serviceName),
];

function apiManifests(): Manifest[] {
  const name = 'api';
  const env: EnvVar[] = [
    fromSite('SITE_ADDRESS', 'SITE_ADDRESS'),
    value('NODE_ENV', 'production'),
    value('PORT', API.port),
    value('METRICS_PORT', API_METRICS_PORT),
    // The shell is the API's only client: its X-Forwarded-For, one hop, is the client's address.
    value('TRUST_PROXY', '1'),
    value('CORS_ORIGINS', 'https://$(SITE_ADDRESS)'),
    fromSite('LOG_LEVEL', 'LOG_LEVEL'),
    value('ALLOW_SANDBOX', 'false'),
    value('RAZORPAY_API_URL', 'https://api.razorpay.com'),
    value('IFSC_API_URL', 'https://ifsc.razorpay.com'),
    value('MSG91_API_URL', 'https://control.msg91.com'),
    value('CASHFREE_VERIFICATION_API_URL', 'https://api.cashfree.com/verification'),
    // Market prices: AMFI's NAV files; gold is priced only once ops name a gold price feed (the site config) and its key.
    value('AMFI_NAV_URL', 'https://portal.amfiindia.com'),
    { name: 'GOLD_PRICE_API_URL', valueFrom: { configMapKeyRef: { name: SITE_CONFIG, key: 'GOLD_PRICE_API_URL', optional: true } } },
    { name: 'GOLD_PRICE_API_KEY', valueFrom: { secretKeyRef: { name: API_SECRET, key: 'GOLD_PRICE_API_KEY', optional: true } } },
    ...API_SECRET_KEYS.map(secretRef),
    ...tracing('invest-api'),
  ];
  return [
    deployment({
      name,
      port: API.port,
      replicas: 2,
      env,
      readinessPath: '/api/health',
      liveness: 'tcp',
      metricsPort: API_METRICS_PORT,
      resources: { cpu: '250m', memory: '256Mi', memoryLimit: '512Mi' },
    }),
    service(name, API.port, API_METRICS_PORT),
    autoscaler(name, 2, 10),
    disruptionBudget(name),
  ];
}

function shellManifests(): Manifest[] {
  const name = SHELL_APP.folder;
  const env: EnvVar[] = [
    fromSite('SITE_ADDRESS', 'SITE_ADDRESS'),
    value('NODE_ENV', 'production'),
    value('PORT', SHELL_APP.port),
    value('METRICS_PORT', SHELL_METRICS_PORT),
    value('API_URL', `http://api:${API.port}`),
    // The Ingress controller is the one proxy in front: its X-Forwarded-For, one hop, is the client's address.
    value('SHELL_TRUST_PROXY', '1'),
    ...REMOTE_APPS.flatMap((remote) => [
      value(remote.manifestUrlEnv, `https://$(SITE_ADDRESS)/remotes/${remote.key}/mf-manifest.json`),
      // Server rendering fetches each remote's server build inside the cluster, from the remote's own Service.
      value(remote.serverUrlEnv, `http://${remote.folder}:${remote.port}/server/`),
    ]),
    value('PUBLIC_SITE_URL', 'https://$(SITE_ADDRESS)'),
    value('GATEWAY_CHECKOUT_SCRIPT_URL', 'https://checkout.razorpay.com/v1/checkout.js'),
    value('GATEWAY_SANDBOX', 'false'),
    fromSite('SSR_REMOTE_DEADLINE_MS', 'SSR_REMOTE_DEADLINE_MS'),
    ...tracing('invest-shell'),
  ];
  return [
    deployment({
      name,
      port: SHELL_APP.port,
      replicas: 2,
      env,
      readinessPath: '/healthz',
      liveness: { path: '/healthz' },
      metricsPort: SHELL_METRICS_PORT,
      resources: { cpu: '250m', memory: '256Mi', memoryLimit: '512Mi' },
    }),
    service(name, SHELL_APP.port, SHELL_METRICS_PORT),
    autoscaler(name, 2, 8),
    disruptionBudget(name),
  ];
}

function remoteManifests(remote: FrontendApp): Manifest[] {
  const name = remote.folder;
  const env: EnvVar[] = [
    fromSite('SITE_ADDRESS', 'SITE_ADDRESS'),
    value('NODE_ENV', 'production'),
    value('PORT', remote.port),
    value('ALLOWED_ORIGINS', 'https://$(SITE_ADDRESS)'),
    value('SHELL_TRUST_PROXY', '1'),
  ];
  return [
    deployment({
      name,
      port: remote.port,
      replicas: 2,
      env,
      readinessPath: '/healthz',
      liveness: { path: '/healthz' },
      resources: { cpu: '50m', memory: '96Mi', memoryLimit: '256Mi' },
    }),
    service(name, remote.port),
    disruptionBudget(name),
  ];
}

function ingresses(): Manifest[] {
  const base = {
    ingressClassName: 'nginx',
    tls: [{ hosts: ['invest.example.com'], secretName: TLS_SECRET }],
  };
  const backend = (name: string, port: number) => ({ service: { name, port: { number: port } } });
  return [
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata: { ...metadata('invest'), annotations: { 'nginx.ingress.kubernetes.io/proxy-body-size': '100k' } },
      spec: {
        ...base,
        rules: [{ host: 'invest.example.com', http: { paths: [{ path: '/', pathType: 'Prefix', backend: backend(SHELL_APP.folder, SHELL_APP.port) }] } }],
      },
    },
    {
      // /remotes/<name>/<file> → that remote's <file> (Caddy's handle_path in compose).
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata: {
        ...metadata('invest-remotes'),
        annotations: { 'nginx.ingress.kubernetes.io/use-regex': 'true', 'nginx.ingress.kubernetes.io/rewrite-target': '/$2' },
      },
      spec: {
        ...base,
        rules: [
          {
            host: 'invest.example.com',
            http: {
              paths: REMOTE_APPS.map((remote) => ({
                path: `/remotes/${remote.key}(/|$)(.*)`,
                pathType: 'ImplementationSpecific',
                backend: backend(remote.folder, remote.port),
              })),
            },
          },
        ],
      },
    },
  ];
}

function siteConfig(): Manifest {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: metadata(SITE_CONFIG),
    data: {
      // The public host name (also the Ingresses' host: kustomize patches both).
      SITE_ADDRESS: 'invest.example.com',
      LOG_LEVEL: 'info',
      SSR_REMOTE_DEADLINE_MS: '300',
      // An OTLP/HTTP collector, e.g. http://otel-collector.observability:4318 (empty: no traces).
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      // The gold price feed (GET <url>/v1/price?date=); empty: gold is not priced. Its key: GOLD_PRICE_API_KEY in the API's Secret.
      GOLD_PRICE_API_URL: '',
    },
  };
}

/** Every file of deploy/k8s and the objects it holds, in apply order. */
export function k8sManifests(): Record<string, Manifest[]> {
  return {
    'namespace.yaml': [{ apiVersion: 'v1', kind: 'Namespace', metadata: { name: NAMESPACE, labels: { 'app.kubernetes.io/part-of': 'invest' } } }],
    'site-config.yaml': [siteConfig()],
    'api.yaml': apiManifests(),
    [`${SHELL_APP.folder}.yaml`]: shellManifests(),
    ...Object.fromEntries(REMOTE_APPS.map((remote) => [`${remote.folder}.yaml`, remoteManifests(remote)])),
    'ingress.yaml': ingresses(),
  };
}

export const HEADER = '# Written by tools/k8s-manifests.ts from the apps table (libs/mf/src/apps.ts): edit that file, then run it.\n';

/** The text of one manifest file: its objects as YAML documents. */
export function manifestText(objects: Manifest[]): string {
  return HEADER + objects.map((object) => `---\n${stringify(object, { lineWidth: 0 })}`).join('');
}

/** kustomization.yaml: the files in apply order, and the images whose tags ops pin. */
export function kustomizationText(): string {
  const files = Object.keys(k8sManifests());
  const images = ['api', SHELL_APP.folder, ...REMOTE_APPS.map((remote) => remote.folder)].map((name) => ({
    name: imageOf(name).replace(/:latest$/, ''),
    newTag: 'latest',
  }));
  return HEADER + stringify({ apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization', resources: files, images }, { lineWidth: 0 });
}

if (import.meta.main) {
  for (const [file, objects] of Object.entries(k8sManifests())) writeFileSync(`deploy/k8s/${file}`, manifestText(objects));
  writeFileSync('deploy/k8s/kustomization.yaml', kustomizationText());
  console.log(`[k8s-manifests] wrote deploy/k8s (${Object.keys(k8sManifests()).length} files and kustomization.yaml)`);
}
