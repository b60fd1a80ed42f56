/**
 * `npm run test:security` / `npm run test:reliability`: runs the suite's parts, then prints the figures table.
 *   security:    API suites test/security on MySQL and sql.js with FUZZ_RUNS=150 (about 9,000 fuzz cases; also
 *                abuse, slow uploads, access control, web security, data at rest), then the browser specs
 *                e2e/tests/security-*.spec.ts and a11y-*.spec.ts (whose run ends with the data-at-rest scan of its
 *                database and logs, e2e/support/global-teardown.ts). Fails when a case of test/security/cases.ts has
 *                no row on either database.
 *   reliability: test/reliability (database stopped mid-traffic, MySQL), the remote-offline browser spec,
 *                then mixed load against the platform on the embedded database and on MySQL (bench/load.ts, 60 s
 *                each unless LOAD_SECONDS says otherwise).
 * Usage: run-suite.ts <security|reliability>... [--no-browser]. Several suites run one after the other, each with its
 * own table. `--no-browser` leaves out the Playwright specs (`npm run test:suites` in `npm test`: its test:e2e stage
 * has run every spec of e2e/tests already).
 * The suites leave their figures as JSON files in FIGURES_DIR (default <tmp>/invest-figures); this prints them.
 * Exits 1 when any part failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { caseRowName, FIGURES_DIR, SECURITY_CASE_FILES, SECURITY_CASES, type SecurityCase } from '../security/cases.ts';

interface Row {
  suite: string;
  project: string;
  figures: Record<string, number>;
}

function resetFigures(): void {
  rmSync(FIGURES_DIR, { recursive: true, force: true });
  mkdirSync(FIGURES_DIR, { recursive: true });
}

function readRows(): Row[] {
  let files: string[] = [];
  try {
    files = readdirSync(FIGURES_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    // nothing recorded
  }
  // Rows of one suite and project (a case proved in several test files) are summed.
  const merged = new Map<string, Row>();
  for (const row of files.map((name) => JSON.parse(readFileSync(join(FIGURES_DIR, name), 'utf8')) as Row)) {
    const key = `${row.suite}\u0000${row.project}`;
    const known = merged.get(key);
    if (!known) merged.set(key, { ...row, figures: { ...row.figures } });
    else for (const [name, value] of Object.entries(row.figures)) known.figures[name] = (known.figures[name] ?? 0) + value;
  }
  return [...merged.values()];
}

/** The cases of test/security/cases.ts with no row for a database project: each is a failure of the suite. */
function missingCases(rows: Row[]): Array<{ suite: string; project: string }> {
  const missing: Array<{ suite: string; project: string }> = [];
  for (const key of Object.keys(SECURITY_CASES) as SecurityCase[]) {
    for (const project of ['mysql', 'embedded']) {
      const suite = caseRowName(key);
      if (!rows.some((row) => row.suite === suite && row.project === project)) missing.push({ suite, project });
    }
  }
  return missing;
}

function figuresTable(rows: Row[], missing: Array<{ suite: string; project: string }>): string {
  const lines = ['| suite | where | figures |', '| --- | --- | --- |'];
  for (const row of rows) {
    const figures = Object.entries(row.figures)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ');
    lines.push(`| ${row.suite} | ${row.project} | ${figures} |`);
  }
  for (const row of missing) lines.push(`| ${row.suite} | ${row.project} | NOT RECORDED: its test did not pass or did not run |`);
  if (rows.length === 0 && missing.length === 0) lines.push('| (no figures recorded) | | |');
  return lines.join('\n');
}

type Suite = 'security' | 'reliability';
interface Part {
  name: string;
  cwd: string;
  /** The command: a binary of node_modules/.bin, or a script Node runs (`.ts`). */
  args: string[];
  env?: Record<string, string>;
  browser?: boolean;
}

const args = process.argv.slice(2);
const suites = args.filter((arg) => !arg.startsWith('--'));
const withBrowser = !args.includes('--no-browser');
if (
  suites.length === 0 ||
  suites.some((name) => name !== 'security' && name !== 'reliability') ||
  args.some((arg) => arg.startsWith('--') && arg !== '--no-browser')
) {
  console.error('usage: run-suite.ts <security|reliability>... [--no-browser]');
  process.exit(2);
}
const repo = resolve(import.meta.dirname, '..', '..', '..', '..');
const api = resolve(repo, 'services', 'api');
const env = { ...process.env, FIGURES_DIR };
/** Jest runs the API's ES modules natively. */
const JEST_ENV = { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') };
const loadSeconds = Number(process.env.LOAD_SECONDS || 60);

function partsOf(suite: Suite): Part[] {
  if (suite === 'security')
    return [
      {
        name: 'API security (fuzz, access control, abuse, web, data at rest; who may hold and move money)',
        cwd: api,
        args: ['jest', '--selectProjects', 'mysql', 'embedded', '--testPathPatterns', `test/(security/|(${SECURITY_CASE_FILES.join('|')})\\.test\\.ts$)`],
        env: { ...JEST_ENV, FUZZ_RUNS: process.env.FUZZ_RUNS || '150' },
      },
      {
        name: 'browser security + accessibility',
        cwd: repo,
        args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', 'security-', 'a11y-'],
        browser: true,
      },
    ];
  return [
    { name: 'database outage', cwd: api, args: ['jest', '--selectProjects', 'mysql', '--testPathPatterns', 'test/reliability/'], env: JEST_ENV },
    { name: 'remote offline (browser)', cwd: repo, args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', 'remote-offline'], browser: true },
    { name: `load ${loadSeconds} s on each database (${process.env.LOAD_DATABASES || 'embedded,mysql'})`, cwd: repo, args: ['bench/load.ts'] },
  ];
}

/** Runs one suite's parts and prints its table; the names of what failed. */
function runSuite(suite: Suite): string[] {
  resetFigures();
  const failed: string[] = [];
  for (const part of partsOf(suite)) {
    if (part.browser && !withBrowser) {
      console.log(`\n=== ${part.name}: left out (--no-browser) ===`);
      continue;
    }
    console.log(`\n=== ${part.name} ===`);
    const script = part.args[0]?.endsWith('.ts') ?? false;
    const command = script ? process.execPath : resolve(repo, 'node_modules', '.bin', part.args[0] ?? '');
    const started = Date.now();
    const run = spawnSync(command, script ? part.args : part.args.slice(1), { cwd: part.cwd, stdio: 'inherit', env: { ...env, ...part.env } });
    console.log(`=== ${part.name}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
    if (run.status !== 0) failed.push(part.name);
  }
  const rows = readRows();
  const missing = suite === 'security' ? missingCases(rows) : [];
  if (missing.length > 0) failed.push(`${missing.length} security case rows not recorded`);
  console.log(`\n${suite} figures\n${figuresTable(rows, missing)}`);
  return failed;
}

const failed = (suites as Suite[]).flatMap((suite) => runSuite(suite).map((failure) => `${suite}: ${failure}`));
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
