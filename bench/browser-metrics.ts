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
    const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })));
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

/**
 * Lighthouse's mobile conditions: its "slow 4G" network (150 ms round trip, 1.6 Mbps down, 750 Kbps up, applied per
 * request by DevTools, as its `devtools` throttling does), a 4× CPU slowdown, and its phone's screen (412 × 823, DPR
 * 1.75, touch).
 */
export const LIGHTHOUSE_MOBILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

export interface ThrottledLoad {
  /** Largest contentful paint, ms from navigation start (the last candidate before the page settled). */
  lcp: number;
  /** First contentful paint, ms from navigation start. */
  fcp: number;
  /** Sum of the layout shifts without recent input, from navigation until the page had hydrated and settled. */
  cls: number;
  /** ms from navigation start until the page's h1 belonged to React (hydrated, or rendered by the browser). */
  hydrated: number;
  /** The server's hydration state of the document (`hydrate` / `client`), null when the page has none (client-only). */
  ssrMode: string | null;
  /** The LCP element, for the log: tag and the start of its text. */
  lcpElement: string;
  /** The page's requests (resource timing, document excluded), ms from navigation start. */
  resources: LoadedResource[];
  /** Main-thread tasks of 50 ms or more (throttled CPU time), ms from navigation start. */
  longTasks: Array<{ start: number; duration: number }>;
  /** The document's response end, ms from navigation start. */
  documentEnd: number;
}

/** One request of a page: URL, when it started and ended (ms from navigation start), and its bytes on the wire. */
export interface LoadedResource {
  name: string;
  start: number;
  end: number;
  bytes: number;
}

interface PageVitals {
  lcp: number;
  fcp: number;
  cls: number;
  lcpElement: string;
  longTasks: Array<{ start: number; duration: number }>;
}

/** Runs in the page before any of its scripts: records the paints and layout shifts from navigation on. */
function observeVitals(): void {
  const vitals: PageVitals = { lcp: Number.NaN, fcp: Number.NaN, cls: 0, lcpElement: '', longTasks: [] };
  (window as unknown as { __benchVitals: PageVitals }).__benchVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
      vitals.lcp = entry.startTime;
      const element = entry.element;
      vitals.lcpElement = element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"` : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value?: number; hadRecentInput?: boolean }>) {
      if (!entry.hadRecentInput) vitals.cls += entry.value ?? 0;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Resolves once no request of the page has been in flight for `quietMs` (or after `timeoutMs`, whatever is left). */
async function networkQuiet(counter: { inFlight: number; lastChange: number }, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (counter.inFlight === 0 && Date.now() - counter.lastChange >= quietMs) return;
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** A page of a fresh context (empty cache, no cookies) under LIGHTHOUSE_MOBILE, and how to wait for its network. */
export interface ThrottledPage {
  page: Page;
  /** Resolves once no request of the page has been in flight for 500 ms (or after 30 s, whatever is left). */
  networkQuiet: () => Promise<void>;
  /** Detaches the CDP session and closes the context. */
  close: () => Promise<void>;
}

/**
 * A fresh context under LIGHTHOUSE_MOBILE (its screen, touch), a page in it with `initScripts` added before any of its
 * own, throttled through a CDP session (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate) that stays
 * on until `close`: what the visitor does after the load runs on the same slow CPU.
 */
export async function openThrottledPage(browser: Browser, initScripts: ReadonlyArray<Parameters<Page['addInitScript']>[0]>): Promise<ThrottledPage> {
  const context = await browser.newContext({
    viewport: LIGHTHOUSE_MOBILE.viewport,
    deviceScaleFactor: LIGHTHOUSE_MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    for (const script of initScripts) await page.addInitScript(script);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LIGHTHOUSE_MOBILE.latencyMs,
      downloadThroughput: LIGHTHOUSE_MOBILE.downloadBytesPerSecond,
      uploadThroughput: LIGHTHOUSE_MOBILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: LIGHTHOUSE_MOBILE.cpuSlowdown });
    const counter = { inFlight: 0, lastChange: Date.now() };
    const changed = (delta: number) => {
      counter.inFlight += delta;
      counter.lastChange = Date.now();
    };
    page.on('request', () => changed(1));
    page.on('requestfinished', () => changed(-1));
    page.on('requestfailed', () => changed(-1));
    const close = async () => {
      await cdp.detach().catch(() => undefined);
      await context.close();
    };
    return { page, networkQuiet: () => networkQuiet(counter), close };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** ms from navigation start until the page's h1 belongs to React (hydrated, or rendered by the browser). */
export async function reactHeadingAt(page: Page): Promise<number> {
  const hydratedAt = await page.waitForFunction(
    () => {
      const heading = document.querySelector('#root h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')) ? performance.now() : false;
    },
    undefined,
    { polling: 50, timeout: 60_000 },
  );
  return Number(await hydratedAt.jsonValue());
}

/**
 * One cold load of `url` (fresh context, empty cache, no cookies) under LIGHTHOUSE_MOBILE (openThrottledPage). The
 * figures are read once the page's h1 belongs to React (the page has hydrated, or the browser has rendered it), no
 * request has been in flight for 500 ms, and one more second has passed (late layout shifts count).
 */
export async function throttledColdLoad(browser: Browser, url: string): Promise<ThrottledLoad> {
  const { page, networkQuiet: quiet, close } = await openThrottledPage(browser, [observeVitals]);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const hydrated = await reactHeadingAt(page);
    await quiet();
    await page.waitForTimeout(1_000);
    const vitals = await page.evaluate(() => ({ ...(window as unknown as { __benchVitals: PageVitals }).__benchVitals }));
    const ssrMode = await page.evaluate(() => {
      const block = document.getElementById('ssr-state');
      if (!block) return null;
      try {
        return String((JSON.parse(block.textContent ?? '{}') as { mode?: unknown }).mode);
      } catch {
        return 'unreadable';
      }
    });
    const timing = await page.evaluate(() => ({
      documentEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd ?? Number.NaN,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: entry.responseEnd,
        bytes: entry.transferSize,
      })),
    }));
    return { ...vitals, ...timing, hydrated, ssrMode };
  } finally {
    await close();
  }
}
