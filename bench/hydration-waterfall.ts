/**
 * Where a server-rendered page's time goes before it hydrates: cold loads under Lighthouse's mobile conditions
 * (browser-metrics.ts' throttledColdLoad) of each route, on one or more shells, interleaved, with the median time until
 * the h1 belongs to React and, for the median load of each, its requests (start → end, bytes) and its long tasks.
 *
 *   flock /tmp/e2e.lock node bench/hydration-waterfall.ts [origin ...]
 *
 * Origins default to the platform's shell (SHELL_URL); the platform must be running (`npm start`, or started with
 * ALLOWED_ORIGINS naming every origin measured). WATERFALL_LOADS (5) loads of each route and origin; WATERFALL_ROUTES
 * ("/,/products,/fixed-deposits").
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { SHELL_URL } from '../tools/platform-apps.ts';
import { throttledColdLoad, type ThrottledLoad } from './browser-metrics.ts';

const origins = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [SHELL_URL];
const loads = Number(process.env.WATERFALL_LOADS ?? 5);
const routes = (process.env.WATERFALL_ROUTES ?? '/,/products,/fixed-deposits').split(',');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number) => Math.round(value);

function waterfall(load: ThrottledLoad): string {
  const lines = [`    document ends ${round(load.documentEnd)} ms; FCP ${round(load.fcp)}, LCP ${round(load.lcp)}, hydrated ${round(load.hydrated)} ms`];
  for (const resource of [...load.resources].sort((a, b) => a.start - b.start)) {
    if (resource.start > load.hydrated) continue;
    // The measured shell's own files by path, any other origin's (the remotes') by host and path.
    const url = new URL(resource.name);
    const name = origins.includes(url.origin) ? `${url.pathname}${url.search}` : `${url.host}${url.pathname}`;
    lines.push(
      `    ${String(round(resource.start)).padStart(5)} → ${String(round(resource.end)).padStart(5)}  ${(resource.bytes / 1024).toFixed(1).padStart(6)} KB  ${name}`,
    );
  }
  const before = load.longTasks.filter((task) => task.start < load.hydrated);
  const busy = before.reduce((sum, task) => sum + task.duration, 0);
  lines.push(`    long tasks before hydrated: ${before.length}, ${round(busy)} ms: ${before.map((t) => `${round(t.start)}+${round(t.duration)}`).join(', ')}`);
  return lines.join('\n');
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const results = new Map<string, ThrottledLoad[]>();
  for (let i = 0; i < loads; i += 1) {
    for (const route of routes) {
      // Alternate which origin goes first, so neither always loads right after the other.
      const order = i % 2 === 0 ? origins : [...origins].reverse();
      for (const origin of order) {
        const load = await throttledColdLoad(browser, `${origin}${route}`);
        const key = `${origin}${route}`;
        results.set(key, [...(results.get(key) ?? []), load]);
        console.log(
          `${key} #${i + 1}: hydrated ${round(load.hydrated)} ms, LCP ${round(load.lcp)}, FCP ${round(load.fcp)}, CLS ${load.cls.toFixed(3)}, ${load.ssrMode}`,
        );
      }
    }
  }
  console.log('');
  for (const [key, list] of results) {
    const hydrated = list.map((load) => load.hydrated);
    const mid = median(hydrated);
    const closest = list.reduce((best, load) => (Math.abs(load.hydrated - mid) < Math.abs(best.hydrated - mid) ? load : best));
    console.log(
      `${key}: hydrated median ${round(mid)} ms (${hydrated
        .map(round)
        .sort((a, b) => a - b)
        .join(', ')}), LCP median ${round(median(list.map((l) => l.lcp)))} ms, ` +
        `FCP ${round(median(list.map((l) => l.fcp)))} ms, worst CLS ${Math.max(...list.map((l) => l.cls)).toFixed(3)}`,
    );
    console.log(waterfall(closest));
  }
} finally {
  await browser.close();
}
