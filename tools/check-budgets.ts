/**
 * `node tools/check-budgets.ts`: fails (exit 1) when the home page's JS or a remote's remoteEntry.js is over its
 * byte budget (tools/budgets.ts). Bytes are deterministic for a given build, so this runs in CI after the build.
 * The home page's JS is what it requests before it is interactive (bench/page-js.ts); what it loads after that (the
 * header's account with the store) is printed beside it. BUDGET_LIST_SCRIPTS=1 lists every script.
 * The home page is loaded in Chromium from the built shell and mfe-marketing served on side ports (9480/9481,
 * no API: the page's own JS does not depend on it), so it never touches the running platform's ports.
 */
import { kb, pageScriptLoads, remoteEntryGzip, sumGzip } from '../bench/page-js.ts';
import { serveApps } from '../bench/static-apps.ts';
import { BYTE_BUDGETS, checkBudget, type BudgetResult } from './budgets.ts';

const SHELL_PORT = Number(process.env.BUDGET_SHELL_PORT ?? 9480);
const MARKETING_PORT = SHELL_PORT + 1;

const results: BudgetResult[] = [];
for (const [folder, budget] of Object.entries(BYTE_BUDGETS.remoteEntry)) {
  results.push(checkBudget(`${folder}/remoteEntry.js`, remoteEntryGzip(folder), budget));
}

const stop = await serveApps(
  [
    { folder: 'shell', port: SHELL_PORT, kind: 'shell' },
    { folder: 'mfe-marketing', port: MARKETING_PORT, kind: 'remote' },
  ],
  {
    REMOTE_MARKETING_URL: `http://localhost:${MARKETING_PORT}/mf-manifest.json`,
    ALLOWED_ORIGINS: `http://localhost:${SHELL_PORT}`,
    API_URL: 'http://127.0.0.1:9',
  },
);
let later: string;
try {
  const { beforeInteractive, afterInteractive } = await pageScriptLoads(`http://localhost:${SHELL_PORT}/`);
  results.unshift(checkBudget(`home page JS (${beforeInteractive.length} files)`, sumGzip(beforeInteractive), BYTE_BUDGETS.homePageJs));
  later = `home page JS loaded once interactive (not budgeted): ${kb(sumGzip(afterInteractive))} in ${afterInteractive.length} files`;
  if (process.env.BUDGET_LIST_SCRIPTS) {
    for (const [when, scripts] of [
      ['before', beforeInteractive],
      ['after', afterInteractive],
    ] as const) {
      for (const script of scripts) console.log(`  ${when} ${kb(script.gzip).padStart(9)}  ${script.url}`);
    }
  }
} finally {
  stop();
}

for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(34)} ${kb(r.bytes).padStart(10)} / budget ${kb(r.budget)}`);
}
console.log(later);
const over = results.filter((r) => !r.ok);
if (over.length > 0) {
  console.error(`\n${over.length} byte budget(s) exceeded (gzip level 9); see tools/budgets.ts and bench/RESULTS.md.`);
  process.exit(1);
}
console.log('\nAll byte budgets met.');
