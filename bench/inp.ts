/**
 * The bench's "inp" rows: Interaction to Next Paint of the FD calculator (/calculator) and of the product cards
 * (/products, /fixed-deposits) under Lighthouse's mobile conditions (browser-metrics.ts' openThrottledPage: 150 ms
 * RTT, 1.6 Mbps down, 750 Kbps up, CPU ×4, a phone's screen and touch; the throttling stays on while the investor
 * acts). Each load is cold (fresh context); the investor's steps (inp-scenarios.ts) run either right after the page's
 * h1 belongs to React ("hydrated") or once no request has been in flight for 500 ms and one more second has passed
 * ("settled"). INP is web-vitals' `onINP` (attribution build, `reportAllChanges`), injected before the page's own
 * scripts; each step's interactions are read from their Event Timing entries (input delay, processing, presentation).
 * Medians of INP_LOADS (5) loads of each page and moment; the order of the loads is shuffled with INP_SEED (1), the
 * same order on every run with the same seed. INP_ROUTES (e.g. "/calculator") measures only those pages.
 *
 *   flock /tmp/e2e.lock node bench/inp.ts          (alone: against the running platform, or one it starts and stops)
 *   flock /tmp/e2e.lock node bench/run.ts --only inp   (the same rows, merged into bench/RESULTS.md)
 */
import type { Browser } from '@playwright/test';
import { SHELL_URL } from '../tools/platform-apps.ts';
import { openThrottledPage, reactHeadingAt } from './browser-metrics.ts';
import { afterNextPaint, EVENT_THRESHOLD_MS, INP_INIT_SCRIPTS, interactionsOf, recorded, type InpReport, type Interaction } from './inp-page.ts';
import { INP_SCENARIOS, type InpScenario } from './inp-scenarios.ts';
import { median, ms, type Row } from './table.ts';

export const INP_TARGET_MS = 200;
const PHASES = ['hydrated', 'settled'] as const;
type Phase = (typeof PHASES)[number];
const PHASE_TEXT: Record<Phase, string> = {
  hydrated: 'acting as soon as the h1 belongs to React',
  settled: 'acting once the page has settled (network quiet + 1 s)',
};
/** ms after a step for its last entries to be dispatched (and any deferred render to land). */
const AFTER_STEP_MS = 500;

export interface InpOptions {
  browser: Browser;
  loads: number;
  seed: number;
  log: (message: string) => void;
  /** The shell measured; default SHELL_URL. */
  origin?: string;
}

interface StepResult {
  name: string;
  /** The step's slowest interaction; undefined when every one was under the browser's 16 ms threshold. */
  worst: Interaction | undefined;
  interactions: number;
}

interface InpLoad {
  route: string;
  phase: Phase;
  hydrated: number;
  /** web-vitals' last report; undefined when no interaction reached 16 ms. */
  inp: InpReport | undefined;
  steps: StepResult[];
}

/** mulberry32: a small seeded generator, so the shuffled order is the same on every run with the same seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function measureLoad(browser: Browser, origin: string, scenario: InpScenario, phase: Phase): Promise<InpLoad> {
  const { page, networkQuiet, close } = await openThrottledPage(browser, INP_INIT_SCRIPTS);
  try {
    await page.goto(`${origin}${scenario.route}`, { waitUntil: 'commit', timeout: 60_000 });
    const hydrated = await reactHeadingAt(page);
    await scenario.ready(page);
    if (phase === 'settled') {
      await networkQuiet();
      await page.waitForTimeout(1_000);
    }
    const steps: StepResult[] = [];
    for (const step of scenario.steps) {
      const from = await page.evaluate(() => performance.now());
      await step.run(page);
      await afterNextPaint(page, AFTER_STEP_MS);
      const interactions = interactionsOf((await recorded(page)).events.filter((entry) => entry.start >= from));
      const worst = interactions.reduce<Interaction | undefined>((a, b) => (a === undefined || b.duration > a.duration ? b : a), undefined);
      steps.push({ name: step.name, worst, interactions: interactions.length });
    }
    const reports = (await recorded(page)).inp;
    return { route: scenario.route, phase, hydrated, inp: reports.at(-1), steps };
  } finally {
    await close();
  }
}

const parts = (i: Interaction | undefined): string =>
  i === undefined
    ? `< ${EVENT_THRESHOLD_MS} ms`
    : `${ms(i.duration)} (${Math.round(i.inputDelay)} / ${Math.round(i.processing)} / ${Math.round(i.presentation)})`;

function describeLoad(load: InpLoad): string {
  const inp = load.inp;
  const head = inp
    ? `INP ${ms(inp.value)} on ${inp.type} ${inp.target} (input delay ${Math.round(inp.inputDelay)}, processing ${Math.round(inp.processing)}, ` +
      `presentation ${Math.round(inp.presentation)})${inp.longestScript ? `; longest script: ${inp.longestScript}` : ''}`
    : `INP < ${EVENT_THRESHOLD_MS} ms`;
  const steps = load.steps.map(
    (s) => `      ${s.name}: ${parts(s.worst)}, ${s.interactions} interactions${s.worst ? ` (slowest: ${s.worst.events} on ${s.worst.target})` : ''}`,
  );
  return [`    ${load.route} ${load.phase}, hydrated at ${ms(load.hydrated)}: ${head}`, ...steps].join('\n');
}

const inpOf = (load: InpLoad): number => load.inp?.value ?? 0;
const durationOf = (step: StepResult | undefined): number => step?.worst?.duration ?? 0;

/** The load whose figure is nearest the median (its breakdown is the one shown). */
function medianLoad(loads: readonly InpLoad[], figure: (load: InpLoad) => number): InpLoad {
  const mid = median(loads.map(figure));
  return loads.reduce((best, load) => (Math.abs(figure(load) - mid) < Math.abs(figure(best) - mid) ? load : best));
}

/** The "inp" rows. Needs the platform running on `origin`. */
export async function measureInp(options: InpOptions): Promise<Row[]> {
  const { browser, loads, seed, log } = options;
  const origin = options.origin ?? SHELL_URL;
  // A server answering its first requests loads the remotes' server builds: not what a visitor meets.
  for (const scenario of INP_SCENARIOS) for (let i = 0; i < 3; i += 1) await (await fetch(`${origin}${scenario.route}`)).text();
  const random = seeded(seed);
  const routes = process.env.INP_ROUTES?.split(',');
  const scenarios = INP_SCENARIOS.filter((scenario) => routes === undefined || routes.includes(scenario.route));
  const runs = scenarios.flatMap((scenario) => PHASES.map((phase) => ({ scenario, phase })));
  const results: InpLoad[] = [];
  for (let i = 0; i < loads; i += 1) {
    const order = shuffled(runs, random);
    log(`inp: round ${i + 1} of ${loads} (seed ${seed}): ${order.map((r) => `${r.scenario.route} ${r.phase}`).join(', ')}`);
    for (const { scenario, phase } of order) {
      const load = await measureLoad(browser, origin, scenario, phase);
      log(describeLoad(load));
      results.push(load);
    }
  }

  const rows: Row[] = [];
  const conditions = `Lighthouse mobile: 150 ms RTT, 1.6 Mbps, 4× CPU; median of ${loads} cold loads, seed ${seed}`;
  for (const scenario of scenarios) {
    for (const phase of PHASES) {
      const own = results.filter((load) => load.route === scenario.route && load.phase === phase);
      const inp = median(own.map(inpOf));
      const mid = medianLoad(own, inpOf).inp;
      const why = mid
        ? `; median load's: ${mid.type} on ${mid.target}, ${Math.round(mid.inputDelay)} / ${Math.round(mid.processing)} / ${Math.round(mid.presentation)} ms`
        : '';
      rows.push({
        group: 'inp',
        name: `INP of ${scenario.route}, ${PHASE_TEXT[phase]} (web-vitals onINP; ${conditions}${why})`,
        figure: inp === 0 ? `< ${EVENT_THRESHOLD_MS} ms` : ms(inp),
        baseline: '—',
        target: `≤ ${INP_TARGET_MS} ms`,
        met: inp <= INP_TARGET_MS,
      });
    }
    for (const [index, step] of scenario.steps.entries()) {
      const byPhase = PHASES.map((phase) => {
        const own = results.filter((load) => load.route === scenario.route && load.phase === phase);
        const figure = (load: InpLoad) => durationOf(load.steps[index]);
        return { phase, value: median(own.map(figure)), breakdown: medianLoad(own, figure).steps[index]?.worst };
      });
      const figure = byPhase.map((p) => `${p.phase}: ${p.value === 0 ? `< ${EVENT_THRESHOLD_MS} ms` : parts(p.breakdown)}`).join(' · ');
      rows.push({
        group: 'inp',
        name: `${scenario.route}: ${step.name}: its slowest interaction, median (input delay / processing / presentation of the median load)`,
        figure,
        baseline: '—',
        target: `≤ ${INP_TARGET_MS} ms`,
        met: byPhase.every((p) => p.value <= INP_TARGET_MS),
      });
    }
  }
  return rows;
}

if (import.meta.main) {
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../e2e/support/chromium.ts');
  const { withPlatform } = await import('./with-platform.ts');
  const { markdownTable } = await import('./table.ts');
  const loads = Number(process.env.INP_LOADS ?? 5);
  const seed = Number(process.env.INP_SEED ?? 1);
  await withPlatform(async () => {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const rows = await measureInp({ browser, loads, seed, log: (message) => console.log(`[inp] ${message}`) });
      console.log(`\n${markdownTable(rows)}\n`);
    } finally {
      await browser.close();
    }
  });
}
