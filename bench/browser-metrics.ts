/** Browser figures of the bench: LCP of cold loads, requests on the critical path, JS heap across navigations. */
import type { Browser, Page } from '@playwright/test';

export interface ColdLoad {
  lcp: number;
  /** Requests started before the LCP (document included). */
  requestsBeforeLcp: number;
  /** remoteEntry.js / mf-manifest.json fetched by the time the page settled. */
  remoteEntries: number;
}

async function readLcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 5_000);
      }),
  );
}

/** One load of `url` in a fresh context (empty cache, no cookies). */
export async function coldLoad(browser: Browser, url: string): Promise<ColdLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const lcp = await readLcp(page);
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })),
    );
    return {
      lcp,
      requestsBeforeLcp: 1 + resources.filter((r) => r.start < lcp).length,
      remoteEntries: resources.filter((r) => /remoteEntry\.js|mf-manifest\.json/.test(r.name)).length,
    };
  } finally {
    await context.close();
  }
}

/** In-app navigation (the router's popstate path), as a link click would do, without a page load. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await page
    .waitForFunction((to) => window.location.pathname === to && document.querySelector('h1') !== null, path, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** Used JS heap after a forced garbage collection. */
export async function usedHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usage.usedSize;
}
