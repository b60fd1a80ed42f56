/**
 * OpenTelemetry traces for the shell's server, loaded before it: `node --import ./servers/web/src/tracing.ts servers/web/src/serve-app.ts`
 * (tools/platform-apps.ts, deploy/frontend.Dockerfile). Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT)
 * names an OTLP/HTTP collector: then each page request is a trace whose server render (servers/web/src/shell-pages.ts) calls the
 * API with a W3C traceparent header (fetch, through the undici instrumentation; /api/* through the proxy, through the
 * http one), so the API's spans and its database queries join the page's trace. OTEL_SERVICE_NAME and the SDK's other
 * OTEL_* variables apply; the SDK's metrics and log exporters stay off unless set (metrics: Prometheus on METRICS_PORT).
 * The loader hook comes first, so modules imported as ESM are patched too. The API's own: services/api/src/tracing.ts.
 */
import { register } from 'node:module';

const endpoint = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

if (endpoint && process.env.OTEL_SDK_DISABLED !== 'true') {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'invest-shell',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Files and health checks are not traced: pages and the API calls are.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => {
          const path = request.url?.split('?')[0] ?? '/';
          return path === '/healthz' || (!path.startsWith('/api/') && path.slice(path.lastIndexOf('/') + 1).includes('.'));
        },
      }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void sdk.shutdown().catch(() => undefined));
}
