import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../services/api/test/support/test-database.ts';
import { type CollectedSpan, startOtlpCollector } from '../support/otlp-collector.ts';
import { freePort, startSideServer } from '../support/platform.ts';
import { expect, test } from './fixtures.ts';

/**
 * Traces (services/api/src/tracing.ts, servers/web/src/tracing.ts): an API and a shell server started as `npm start` starts them
 * (with their `--import`), told to export to a collector (OTEL_EXPORTER_OTLP_ENDPOINT), on a database of their own. One
 * server-rendered page is one trace: the shell's request and render, its call to the API (W3C traceparent), the API's
 * handling and its MySQL queries; the API's log lines of that request carry the trace id.
 */
test('one server-rendered page is one trace across the shell, the API and MySQL, and the API logs its trace id', async () => {
  test.setTimeout(180_000);
  const collector = await startOtlpCollector();
  const database: TestDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'tracing-api-'));
  const stops: (() => Promise<void>)[] = [];
  let apiOutput = '';
  try {
    const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100', METRICS_PORT: '0' };
    const apiPort = await freePort();
    // Development mode: its own secrets in its own DATA_DIR, the stand-ins the platform runs.
    stops.push(
      await startSideServer(
        'services/api',
        apiPort,
        { ...database.env, ...tracing, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        (text) => (apiOutput += text),
      ),
    );
    const shellPort = await freePort();
    stops.push(
      await startSideServer('shell', shellPort, { ...tracing, API_URL: `http://127.0.0.1:${apiPort}`, SSR_REMOTE_DEADLINE_MS: '20000', SSR_REUSE_MS: '0' }),
    );

    const page = await fetch(`http://127.0.0.1:${shellPort}/fixed-deposits`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Fixed Deposits');

    // The page's render (the start-up check asked for / before: marketing's).
    const isRender = (span: CollectedSpan) =>
      span.service === 'invest-shell' && span.name === 'server render' && span.attributes['invest.route.owner'] === 'products';
    await expect.poll(() => collector.spans.some(isRender), { timeout: 20_000 }).toBe(true);
    const render = collector.spans.find(isRender) as CollectedSpan;
    const inTrace = () => collector.spans.filter((span) => span.traceId === render.traceId);
    await expect.poll(() => inTrace().some((span) => span.service === 'invest-api' && span.scope.includes('mysql2')), { timeout: 20_000 }).toBe(true);

    const spans = inTrace();
    // One trace, begun by the page request (its one root), through the shell's call to the API.
    expect(new Set(spans.map((span) => span.service))).toEqual(new Set(['invest-shell', 'invest-api']));
    const roots = spans.filter((span) => span.parentSpanId === '');
    expect(roots).toHaveLength(1);
    expect(roots[0]?.service).toBe('invest-shell');
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const apiServer = spans.find(
      (span) => span.service === 'invest-api' && span.scope.includes('instrumentation-http') && byId.get(span.parentSpanId)?.service === 'invest-shell',
    );
    expect(apiServer, 'the API request is a child of the shell server render (traceparent)').toBeDefined();
    const query = spans.find((span) => span.scope.includes('mysql2'));
    expect(String(query?.attributes['db.statement'] ?? query?.attributes['db.query.text'] ?? '')).toMatch(/^SELECT/);
    // Each span of the trace hangs from another of the same trace: no part of it got lost on the way.
    for (const span of spans) if (span.parentSpanId !== '') expect(byId.has(span.parentSpanId), `${span.service} ${span.name}`).toBe(true);

    // The API's log lines written while it answered carry the trace id (pino, through its instrumentation).
    await expect.poll(() => apiOutput.includes(`"trace_id":"${render.traceId}"`), { timeout: 10_000 }).toBe(true);
  } finally {
    for (const stop of stops.reverse()) await stop();
    await collector.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
