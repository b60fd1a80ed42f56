import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { ErrorObject } from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { appOf, REMOTE_APPS, SHELL_APP } from '../libs/mf/src/apps.ts';
import { API_METRICS_PORT, API_SECRET, API_SECRET_KEYS, k8sManifests, kustomizationText, manifestText, SHELL_METRICS_PORT } from './k8s-manifests.ts';
import { platformApps } from './platform-apps.ts';
import { labelled } from '@invest/testing/labelled-expect';

/**
 * deploy/k8s: what tools/k8s-manifests.ts writes from the apps table, valid against Kubernetes' own schemas (the
 * validators kubernetes-models generates with ajv from Kubernetes' OpenAPI document), and saying what the platform
 * needs: every deployed app, its health checks, the autoscalers, the disruption budgets, the Ingress, secrets by
 * reference only, the same settings compose gives each server.
 */
type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
}
interface Container {
  name: string;
  image: string;
  ports: { name: string; containerPort: number }[];
  env: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string } } }[];
  readinessProbe: { httpGet?: { path: string; port: string } };
  livenessProbe: { httpGet?: { path: string; port: string }; tcpSocket?: { port: string } };
}

/** The schema of each kind the manifests use, by apiVersion and kind (kubernetes-models/_schemas/IoK8sApi…). */
const SCHEMAS: Record<string, string> = {
  'v1/Namespace': 'IoK8sApiCoreV1Namespace',
  'v1/ConfigMap': 'IoK8sApiCoreV1ConfigMap',
  'v1/Service': 'IoK8sApiCoreV1Service',
  'apps/v1/Deployment': 'IoK8sApiAppsV1Deployment',
  'autoscaling/v2/HorizontalPodAutoscaler': 'IoK8sApiAutoscalingV2HorizontalPodAutoscaler',
  'policy/v1/PodDisruptionBudget': 'IoK8sApiPolicyV1PodDisruptionBudget',
  'networking.k8s.io/v1/Ingress': 'IoK8sApiNetworkingV1Ingress',
};
async function validatorOf(object: { apiVersion: string; kind: string }): Promise<Validator> {
  const schema = SCHEMAS[`${object.apiVersion}/${object.kind}`];
  if (!schema) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  return ((await import(`kubernetes-models/_schemas/${schema}`)) as { validate: Validator }).validate;
}
/** The schema's complaints about one object ('' when valid): where, and which rule of the schema (ajv's error objects). */
async function problemsOf(object: K8sObject): Promise<string> {
  const validate = await validatorOf(object);
  if (validate(object)) return '';
  return (validate.errors ?? [])
    .map((error) => `${object.kind} ${object.metadata.name}${error.instancePath}: ${error.keyword} ${JSON.stringify(error.params)}`)
    .join('; ');
}

const files = readdirSync('deploy/k8s').filter((file) => file.endsWith('.yaml'));
const objects: K8sObject[] = files
  .filter((file) => file !== 'kustomization.yaml')
  .flatMap((file) => parseAllDocuments(readFileSync(`deploy/k8s/${file}`, 'utf8')).map((document) => document.toJS() as K8sObject))
  .filter((object) => object !== null);
const find = (kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);
const containerOf = (name: string): Container => {
  const deployment = find('Deployment', name) as { spec: { template: { spec: { containers: Container[] } } } } | undefined;
  const container = deployment?.spec.template.spec.containers[0];
  if (!container) throw new Error(`no Deployment ${name}`);
  return container;
};
const deployedApps = platformApps.filter((app) => app.kind !== 'standin');
const nameOf = (app: (typeof deployedApps)[number]) => (app.kind === 'api' ? 'api' : app.folder);
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, { environment?: Record<string, string> }> };

describe('deploy/k8s', () => {
  it('is what tools/k8s-manifests.ts writes from the apps table (run it after changing the table)', () => {
    const written = k8sManifests();
    expect(files.sort()).toEqual([...Object.keys(written), 'kustomization.yaml'].sort());
    for (const [file, list] of Object.entries(written)) labelled(file, () => expect(readFileSync(`deploy/k8s/${file}`, 'utf8')).toBe(manifestText(list)));
    expect(readFileSync('deploy/k8s/kustomization.yaml', 'utf8')).toBe(kustomizationText());
  });

  it("validates every object against Kubernetes' schema of its kind", async () => {
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) expect(await problemsOf(object)).toBe('');
  });

  it('refuses what Kubernetes would refuse (the check can fail)', async () => {
    const deployment = structuredClone(find('Deployment', 'api')) as K8sObject & { spec: { template: { spec: { containers: Container[] } } } };
    const container = deployment.spec.template.spec.containers[0] as unknown as Record<string, unknown>;
    container.ports = [{ name: 'http', containerPort: '3000' }];
    expect(await problemsOf(deployment)).toContain('containerPort: type {"type":"integer"}');
    const service = structuredClone(find('Service', 'api')) as K8sObject;
    (service as unknown as { spec: { type: string } }).spec.type = 7 as unknown as string;
    expect(await problemsOf(service)).toContain('/spec/type: type {"type":"string"}');
  });

  it.each(deployedApps.map((app) => [nameOf(app), app] as const))(
    '%s: a Deployment on its port with health probes, a Service and a disruption budget',
    (name, app) => {
      const container = containerOf(name);
      expect(container.ports.find((port) => port.name === 'http')?.containerPort).toBe(app.port);
      expect(container.env.find((variable) => variable.name === 'PORT')?.value).toBe(String(app.port));
      const health = app.kind === 'api' ? '/api/health' : '/healthz';
      expect(container.readinessProbe.httpGet).toEqual({ path: health, port: 'http' });
      // The API's health checks the database: an outage must make pods unready, never restart them all.
      if (app.kind === 'api') expect(container.livenessProbe.tcpSocket).toEqual({ port: 'http' });
      else expect(container.livenessProbe.httpGet).toEqual({ path: health, port: 'http' });
      const service = find('Service', name) as { spec: { ports: { name: string; port: number }[] } } | undefined;
      expect(service?.spec.ports.find((port) => port.name === 'http')?.port).toBe(app.port);
      expect(find('PodDisruptionBudget', name)).toBeDefined();
    },
  );

  it('autoscales the API and the shell, which hold no state (sessions, limits and idempotency keys are in MySQL)', () => {
    const scaled = objects.filter((object) => object.kind === 'HorizontalPodAutoscaler').map((object) => object.metadata.name);
    expect(scaled.sort()).toEqual(['api', SHELL_APP.folder].sort());
    for (const name of scaled) expect((find('HorizontalPodAutoscaler', name)?.spec as { minReplicas: number }).minReplicas).toBeGreaterThanOrEqual(2);
  });

  it("routes the site through one host as Caddy does: /remotes/<name>/ to each remote's Service, the rest to the shell", () => {
    const paths = objects
      .filter((object) => object.kind === 'Ingress')
      .flatMap(
        (object) =>
          (object.spec as { rules: { http: { paths: { path: string; backend: { service: { name: string; port: { number: number } } } }[] } }[] }).rules,
      )
      .flatMap((rule) => rule.http.paths)
      .map((path) => [path.path, `${path.backend.service.name}:${path.backend.service.port.number}`]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['/', `${SHELL_APP.folder}:${SHELL_APP.port}`],
        ...REMOTE_APPS.map((remote) => [`/remotes/${remote.key}(/|$)(.*)`, `${remote.folder}:${remote.port}`]),
      ]),
    );
    expect(paths).toHaveLength(1 + REMOTE_APPS.length);
    // Nothing routes to the API (the shell proxies /api) or to a metrics port.
    expect(paths.some(([, backend]) => backend?.startsWith('api:') || backend?.endsWith(`:${API_METRICS_PORT}`))).toBe(false);
  });

  it('takes secrets by reference only, from the Secret ops create: none is committed', () => {
    expect(objects.some((object) => object.kind === 'Secret')).toBe(false);
    const api = containerOf('api');
    for (const key of API_SECRET_KEYS)
      labelled(key, () => expect(api.env.find((variable) => variable.name === key)?.valueFrom?.secretKeyRef).toEqual({ name: API_SECRET, key }));
    for (const app of deployedApps) {
      for (const variable of containerOf(nameOf(app)).env.filter((entry) => /SECRET|PASSWORD|PEPPER|_KEY($|_)|DATABASE_URL/.test(entry.name))) {
        labelled(`${nameOf(app)} ${variable.name}`, () => expect(variable.value).toBeUndefined());
      }
    }
  });

  it('gives the API and the shell every setting compose gives them, and their metrics ports to Prometheus', () => {
    for (const [service, name] of [
      ['api', 'api'],
      ['shell', SHELL_APP.folder],
    ] as const) {
      const names = containerOf(name).env.map((variable) => variable.name);
      labelled(service, () => expect(names).toEqual(expect.arrayContaining(Object.keys(compose.services[service]?.environment ?? {}))));
    }
    expect(containerOf('api').env.find((variable) => variable.name === 'METRICS_PORT')?.value).toBe(compose.services.api?.environment?.METRICS_PORT);
    expect(containerOf(SHELL_APP.folder).env.find((variable) => variable.name === 'METRICS_PORT')?.value).toBe(
      compose.services.shell?.environment?.METRICS_PORT,
    );
    for (const [name, port] of [
      ['api', API_METRICS_PORT],
      [SHELL_APP.folder, SHELL_METRICS_PORT],
    ] as const) {
      const template = (find('Deployment', name)?.spec as { template: { metadata: { annotations: Record<string, string> } } }).template;
      expect(template.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(port) });
    }
    expect(appOf('api').port).toBe(3000);
  });
});
