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

/**
 * Every script a cold page load of `url` fetches until the page has its h1 and the network is idle,
 * i.e. the JS loaded before the page is interactive. Pass a browser to reuse one.
 */
export async function pageScripts(url: string, browser?: Browser): Promise<LoadedScript[]> {
  const own = browser ? null : await chromium.launch(chromiumLaunchOptions());
  const context = await (browser ?? own!).newContext();
  try {
    const page = await context.newPage();
    const loaded: Array<Promise<LoadedScript>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        loaded.push(response.body().then((body) => ({ url: response.url(), gzip: gzipBytes(body) })));
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    return await Promise.all(loaded);
  } finally {
    await context.close();
    await own?.close();
  }
}
