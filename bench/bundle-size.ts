/**
 * `npm run bench:bundle`: gzip bytes of the JS the home page really loads in Chromium (shell + shared + marketing),
 * and of each remote's entry and chunks on disk. Starts the platform when it is not already running.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { platformApps, SHELL_URL } from '../tools/platform-apps.ts';
import { withPlatform } from './with-platform.ts';

const gzipBytes = (data: Buffer): number => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function homePageJs(): Promise<Array<{ url: string; gzip: number }>> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  const loaded: Array<Promise<{ url: string; gzip: number }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      loaded.push(response.body().then((body) => ({ url: response.url(), gzip: gzipBytes(body) })));
    }
  });
  await page.goto(SHELL_URL, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const scripts = await Promise.all(loaded);
  await browser.close();
  return scripts;
}

await withPlatform(async () => {
  const scripts = await homePageJs();
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`\nJS the home page loads (gzip, level 9): ${kb(total)} in ${scripts.length} files`);
  const byOrigin = new Map<string, number>();
  for (const s of scripts) byOrigin.set(new URL(s.url).origin, (byOrigin.get(new URL(s.url).origin) ?? 0) + s.gzip);
  for (const [origin, bytes] of byOrigin) console.log(`  ${origin.padEnd(26)} ${kb(bytes).padStart(10)}`);

  console.log('\nRemote builds on disk (gzip, level 9):');
  console.log(`  ${'remote'.padEnd(16)} ${'entry'.padStart(10)} ${'chunks'.padStart(10)} ${'files'.padStart(6)}`);
  for (const app of platformApps.filter((a) => a.kind === 'remote')) {
    const files = jsFiles(join(app.folder, 'dist'));
    const entry = files.filter((f) => f.endsWith('remoteEntry.js')).reduce((s, f) => s + gzipBytes(readFileSync(f)), 0);
    const chunks = files.filter((f) => !f.endsWith('remoteEntry.js')).reduce((s, f) => s + gzipBytes(readFileSync(f)), 0);
    console.log(`  ${app.folder.padEnd(16)} ${kb(entry).padStart(10)} ${kb(chunks).padStart(10)} ${String(files.length).padStart(6)}`);
  }
});
