import { expect, type Page } from '@playwright/test';
import { AxeSweep, expectSettled } from './axe-scan.ts';
import { recordE2eFigures } from './figures.ts';

/**
 * The state sweeps' steps (a11y-states.spec.ts, a11y-visitor-states.spec.ts): load a page and scan it once settled,
 * scan each tab of a tab list, and report what was found.
 */

/** Loads `path`, waits for its remote and data, scans it. */
export async function visit(page: Page, sweep: AxeSweep, path: string, state: string): Promise<void> {
  await page.goto(path);
  await expectSettled(page);
  await sweep.scan(page, `${path} ${state}`);
}

/** Every tab of the tab list `name` on the page, each selected in turn and scanned. */
export async function eachTab(page: Page, sweep: AxeSweep, path: string, name: string): Promise<void> {
  const tabs = page.getByRole('tablist', { name }).getByRole('tab');
  const labels = await tabs.allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) {
    const tab = tabs.filter({ hasText: label }).first();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await sweep.scan(page, `${path} tab "${label}"`);
  }
}

/** The sweep's result: the figures written first (a failed test restarts the worker), then no violation. */
export function report(sweep: AxeSweep, group: string, viewport: string): void {
  recordE2eFigures(`accessibility-states-${group}-${viewport}`, { 'states scanned': sweep.states.length, violations: sweep.violations });
  expect(sweep.found).toEqual([]);
}
