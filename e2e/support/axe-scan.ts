import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the sweeps hold every page to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Two of axe's best practices held too, for what they guard under WCAG 1.3.1 and 2.4.6: heading levels that skip none
 * (a screen reader's outline of the page), and landmarks told apart by their labels.
 */
const ALSO_HELD = { 'heading-order': { enabled: true }, 'landmark-unique': { enabled: true } };

/** What a page shows while a remote or its data loads, in English and Hindi (the demo's step bar is a progressbar too, a lasting one). */
const LOADING = '[aria-busy="true"], [role="progressbar"][aria-label="Loading page"], [role="progressbar"][aria-label="पेज लोड हो रहा है"]';

/** Lazy remotes and their data: waits until no loading indicator is left. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|लोड हो रह)/ })).toHaveCount(0);
}

/** Waits for the page's finite animations (a dialog fading in, an accordion opening) so colours are read at rest. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe over one state of a page (frames included, so a checkout framed from our gateway stand-in is scanned with it).
 * Each violation is kept as one line: the state, the rule, its impact and up to three nodes' HTML.
 */
export class AxeSweep {
  readonly found: string[] = [];
  readonly states: string[] = [];
  violations = 0;

  async scan(page: Page, state: string): Promise<void> {
    await animationsDone(page);
    const result = await new AxeBuilder({ page }).options({ rules: ALSO_HELD }).withTags(WCAG_21_AA).analyze();
    this.states.push(state);
    this.violations += result.violations.length;
    for (const violation of result.violations) {
      const nodes = violation.nodes.slice(0, 3).map((node) => node.html.replace(/\s+/g, ' ').slice(0, 120));
      this.found.push(`${state}: ${violation.id} (${violation.impact ?? 'unknown'}) ${nodes.join(' | ')}`);
    }
  }
}

/** The widths the sweeps scan at: a laptop and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
