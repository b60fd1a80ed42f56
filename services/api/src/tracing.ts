/**
 * OpenTelemetry traces for the API, loaded before the app: `node --import ./dist/tracing.js dist/main.js` (package.json,
 * the Dockerfile, tools/platform-apps.ts). Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) names an
 * OTLP/HTTP collector: then every request is a trace (W3C traceparent from the shell's server render continues it)
 * with its Nest handler, its MySQL queries (mysql2) and its provider calls (fetch and the razorpay package's http) as
 * spans, and every log line written inside a span carries its trace_id and span_id (pino). OTEL_SERVICE_NAME and the
 * SDK's other OTEL_* variables apply; the SDK's own metrics and log exporters stay off (metrics: Prometheus on
 * METRICS_PORT; logs: stdout) unless OTEL_METRICS_EXPORTER / OTEL_LOGS_EXPORTER say otherwise.
 *
 * The project runs as ES modules: the SDK's loader hook (@opentelemetry/instrumentation/hook.mjs) is registered first,
 * so modules imported as ESM are patched as well as those loaded with require().
 */
import { register } from 'node:module';

const endpoint = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

if (endpoint && process.env.OTEL_SDK_DISABLED !== 'true') {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { UndiciInstrumentation },
    { NestInstrumentation },
    { MySQL2Instrumentation },
    { PinoInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-nestjs-core'),
    import('@opentelemetry/instrumentation-mysql2'),
    import('@opentelemetry/instrumentation-pino'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'invest-api',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Health checks (every few seconds from compose, Kubernetes and the load balancer) are not traced.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => request.url === '/api/health' }),
      new UndiciInstrumentation(),
      new NestInstrumentation(),
      // Statements are recorded with their literals masked (TypeORM sends values apart, as parameters, anyway):
      // personal data never lands in a trace.
      new MySQL2Instrumentation({ maskStatement: true }),
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  // Spans still buffered are sent before the process ends (Nest's shutdown hooks close the app on the same signals).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void sdk.shutdown().catch(() => undefined));
}
