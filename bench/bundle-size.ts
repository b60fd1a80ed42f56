/**
 * `npm run bench:bundle`: gzip bytes of the JS the home page really loads in Chromium (shell + shared + marketing),
 * and of each remote's entry and chunks on disk. Starts the platform when it is not already running.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { platformApps, SHELL_URL } from '../tools/platform-apps.ts';
import { gzipBytes, jsFiles, kb, pageScripts, sumGzip } from './page-js.ts';
import { withPlatform } from './with-platform.ts';

await withPlatform(async () => {
  const scripts = await pageScripts(SHELL_URL);
  console.log(`\nJS the home page loads (gzip, level 9): ${kb(sumGzip(scripts))} in ${scripts.length} files`);
  for (const s of scripts) console.log(`  ${kb(s.gzip).padStart(10)}  ${s.url}`);

  console.log('\nRemote builds on disk (gzip, level 9):');
  console.log(`  ${'remote'.padEnd(16)} ${'entry'.padStart(10)} ${'chunks'.padStart(10)} ${'files'.padStart(6)}`);
  for (const app of platformApps.filter((a) => a.kind === 'remote')) {
    const files = jsFiles(join(app.folder, 'dist'));
    const entry = files.filter((f) => f.endsWith('remoteEntry.js')).reduce((s, f) => s + gzipBytes(readFileSync(f)), 0);
    const chunks = files.filter((f) => !f.endsWith('remoteEntry.js')).reduce((s, f) => s + gzipBytes(readFileSync(f)), 0);
    console.log(`  ${app.folder.padEnd(16)} ${kb(entry).padStart(10)} ${kb(chunks).padStart(10)} ${String(files.length).padStart(6)}`);
  }
});
