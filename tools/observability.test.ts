import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { labelled } from '@invest/testing/labelled-expect';

/**
 * deploy/prometheus's alert rules and deploy/grafana's dashboard read only metrics the code defines (the API's,
 * services/api/src/common/metrics, and the shell server's, servers/web/src/shell-metrics.ts): a renamed metric fails here, not
 * silently in production.
 */
const METRIC_SOURCES = [
  ...readdirSync('services/api/src/common/metrics')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => `services/api/src/common/metrics/${file}`),
  'servers/web/src/shell-metrics.ts',
];
const defined = new Set(METRIC_SOURCES.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/name: '(invest_[a-z_]+)'/g)].map((match) => match[1])));
/** A series name as Prometheus exposes it: a histogram's _bucket/_count/_sum are its name's. */
const known = (series: string) => [series, series.replace(/_(bucket|count|sum)$/, '')].some((name) => defined.has(name));
const seriesIn = (expr: string) => [...expr.matchAll(/\b(invest_[a-z_]+)/g)].map((match) => match[1] ?? '');

interface Rule {
  alert: string;
  expr: string;
  labels?: { severity?: string };
  annotations?: { summary?: string };
}
const alerts = parse(readFileSync('deploy/prometheus/alerts.yml', 'utf8')) as { groups: { name: string; rules: Rule[] }[] };
const rules = alerts.groups.flatMap((group) => group.rules);
const dashboard = JSON.parse(readFileSync('deploy/grafana/invest-dashboard.json', 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};

describe('alert rules and dashboard', () => {
  it('finds the metrics the code defines', () => {
    for (const name of ['invest_api_http_request_duration_seconds', 'invest_payouts', 'invest_shell_render_duration_seconds']) expect(defined).toContain(name);
  });

  it('alerts on what matters to the business: stuck payouts, refunds pending, provider errors, render fallbacks, 5xx', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['PayoutStuckInProcessing', 'RefundsPending', 'ProviderErrorRate', 'ServerRenderFallbackRate', 'Api5xxRate']),
    );
    for (const rule of rules) {
      labelled(rule.alert, () => {
        expect(['page', 'ticket']).toContain(rule.labels?.severity);
        expect(rule.annotations?.summary).toBeTruthy();
        for (const series of seriesIn(rule.expr)) labelled(series, () => expect(known(series)).toBe(true));
      });
    }
  });

  it('charts only defined metrics', () => {
    const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => [panel.title, target.expr] as const));
    expect(exprs.length).toBeGreaterThan(10);
    for (const [title, expr] of exprs) {
      labelled(title, () => {
        expect(seriesIn(expr).length).toBeGreaterThan(0);
        for (const series of seriesIn(expr)) labelled(series, () => expect(known(series)).toBe(true));
      });
    }
  });
});
