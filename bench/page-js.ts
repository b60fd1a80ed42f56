/** Gzip bytes of the JS a page really loads in Debian's Chromium (shared by the bench and the budget check). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';

export interface LoadedScript {
  url: string;
  gzip: number;
}

export const gzipBytes = (data: Buffer): number => gzipSync(data, { level: 9 }).length;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const sumGzip = (scripts: readonly LoadedScript[]): number => scripts.reduce((sum, s) => sum + s.gzip, 0);

export function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Gzip bytes of `<folder>/dist/remoteEntry.js` on disk (deterministic: the build's own bytes). */
export function remoteEntryGzip(folder: string): number {
  return gzipBytes(readFileSync(join(folder, 'dist', 'remoteEntry.js')));
}

/** The attribute the shell puts on `<html>` once React has the page (shell/src/app/shell-ready.tsx). */
const SHELL_READY_ATTRIBUTE = 'data-shell-ready';

/** Every script of a page load, split at the moment the page became interactive. */
export interface PageScriptLoads {
  /** Requested before the page was React's (hydrated, or rendered): what the first tap waits for. */
  beforeInteractive: LoadedScript[];
  /** Requested after it (parts loaded once the page is interactive, such as the header's account and its store). */
  afterInteractive: LoadedScript[];
}

/**
 * Every script a cold page load of `url` fetches until the page has its h1 and the network is idle, split by when it
 * was requested: before or after the shell marked the page interactive (`data-shell-ready`, set once React has
 * committed the page). A page without the mark (a remote on its own) counts everything as before. Pass a browser to
 * reuse one.
 */
export async function pageScriptLoads(url: string, browser?: Browser): Promise<PageScriptLoads> {
  const own = browser ? null : await chromium.launch(chromiumLaunchOptions());
  const context = await (browser ?? own!).newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript((attribute: string) => {
      // The document's <html> is not there yet when this runs: watch the whole document.
      const record = () => {
        if (document.documentElement?.hasAttribute(attribute)) (window as { __interactiveAt?: number }).__interactiveAt ??= performance.now();
      };
      new MutationObserver(record).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
    }, SHELL_READY_ATTRIBUTE);
    const loaded: Array<Promise<LoadedScript>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        loaded.push(response.body().then((body) => ({ url: response.url(), gzip: gzipBytes(body) })));
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const { interactiveAt, starts } = await page.evaluate(() => ({
      interactiveAt: (window as { __interactiveAt?: number }).__interactiveAt ?? null,
      starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
    }));
    const startOf = new Map(starts);
    const scripts = await Promise.all(loaded);
    const after = (script: LoadedScript) => interactiveAt !== null && (startOf.get(script.url) ?? 0) > interactiveAt;
    return { beforeInteractive: scripts.filter((script) => !after(script)), afterInteractive: scripts.filter(after) };
  } finally {
    await context.close();
    await own?.close();
  }
}

/** The JS a cold page load of `url` fetches before the page is interactive (see pageScriptLoads). */
export async function pageScripts(url: string, browser?: Browser): Promise<LoadedScript[]> {
  return (await pageScriptLoads(url, browser)).beforeInteractive;
}
