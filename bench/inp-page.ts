/**
 * What the INP bench records in the page: web-vitals' `onINP` (its attribution build, `reportAllChanges`) and every
 * interaction's Event Timing entries (PerformanceEventTiming), both from before the page's own scripts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import type { INPMetricWithAttribution } from 'web-vitals/attribution';

/** web-vitals' IIFE attribution build (it defines `window.webVitals`), from node_modules. */
const WEB_VITALS_IIFE = join(dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js');

/** The browser's smallest Event Timing threshold: shorter interactions have no entry (and count as < 16 ms). */
export const EVENT_THRESHOLD_MS = 16;

/** One INP report of web-vitals, with what explains it. */
export interface InpReport {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processing: number;
  presentation: number;
  /** The longest script of the long animation frames over the interaction: where it came from and how long. */
  longestScript: string;
}

/** One Event Timing entry of an interaction (ms from navigation start). */
export interface EventEntry {
  interactionId: number;
  name: string;
  start: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
  target: string;
}

interface Recorded {
  inp: InpReport[];
  events: EventEntry[];
}

type VitalsWindow = Window & {
  webVitals: typeof import('web-vitals/attribution');
  __benchInp: Recorded;
};

/** Runs in the page, after the web-vitals IIFE and before the page's scripts. */
function recordInteractions(threshold: number): void {
  const w = window as unknown as VitalsWindow;
  const recorded: Recorded = { inp: [], events: [] };
  w.__benchInp = recorded;
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return '';
    const label = node.getAttribute('aria-label') ?? node.getAttribute('name') ?? (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
  };
  w.webVitals.onINP(
    (metric: INPMetricWithAttribution) => {
      const a = metric.attribution;
      const script = a.longestScript;
      recorded.inp.push({
        value: metric.value,
        target: a.interactionTarget ?? '',
        type: a.interactionType ?? '',
        inputDelay: a.inputDelay,
        processing: a.processingDuration,
        presentation: a.presentationDelay,
        longestScript: script
          ? `${script.entry.invokerType} ${script.entry.invoker} ${script.entry.sourceURL.split('/').pop() ?? ''}:${script.entry.sourceFunctionName} ` +
            `${Math.round(script.intersectingDuration)} ms in ${script.subpart}`
          : '',
      });
    },
    { reportAllChanges: true, durationThreshold: threshold },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      recorded.events.push({
        interactionId: entry.interactionId,
        name: entry.name,
        start: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        duration: entry.duration,
        target: describe(entry.target),
      });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

/**
 * The init scripts of a page measured for INP (openThrottledPage's `initScripts`): one script, as Playwright runs each
 * in a scope of its own and the IIFE's `webVitals` must be global for the recorder.
 */
export const INP_INIT_SCRIPTS: ReadonlyArray<Parameters<Page['addInitScript']>[0]> = [
  { content: `${readFileSync(WEB_VITALS_IIFE, 'utf8')}\nwindow.webVitals = webVitals;\n(${recordInteractions.toString()})(${EVENT_THRESHOLD_MS});` },
];

/** One interaction, out of its Event Timing entries: its duration and the three parts of it (ms). */
export interface Interaction {
  id: number;
  /** The events of the interaction, e.g. "pointerdown pointerup click". */
  events: string;
  target: string;
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/**
 * Groups entries by interaction. Its duration is its longest entry's (start to the next paint); the parts are those of
 * the entries painted in that same frame (as web-vitals' attribution does): input delay until the first handler ran,
 * processing until the last one ended, presentation until the paint. A key held down (keydown, then keyup later) is
 * thus explained by the entry that was slow, not by the time the key was held.
 */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, EventEntry[]>();
  for (const entry of entries) byId.set(entry.interactionId, [...(byId.get(entry.interactionId) ?? []), entry]);
  return [...byId.entries()].map(([id, group]) => {
    const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
    const paint = longest.start + longest.duration;
    // Durations are rounded to 8 ms: entries ending within that of the longest one were painted in its frame.
    const frame = group.filter((e) => Math.abs(e.start + e.duration - paint) <= 8);
    const start = Math.min(...frame.map((e) => e.start));
    const processingStart = Math.min(...frame.map((e) => e.processingStart));
    const processingEnd = Math.max(...frame.map((e) => e.processingEnd));
    return {
      id,
      events: group.map((e) => e.name).join(' '),
      target: group.find((e) => e.target)?.target ?? '',
      duration: longest.duration,
      inputDelay: processingStart - start,
      processing: processingEnd - processingStart,
      presentation: Math.max(0, paint - processingEnd),
    };
  });
}

/** What the page has recorded so far. */
export async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const r = (window as unknown as VitalsWindow).__benchInp;
    return { inp: [...r.inp], events: [...r.events] };
  });
}

/** Waits for two frames and `ms` more in the page: the entries of what was just done have been dispatched. */
export async function afterNextPaint(page: Page, ms: number): Promise<void> {
  await page.evaluate((wait) => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, wait)))), ms);
}
