import AxeBuilder from '@axe-core/playwright';
import { recordE2eFigures } from '../support/figures.ts';
import { enterState, expect, expectOwnPage, leaveState, stateOf, test, type RouteState } from '../support/route-states.ts';
import { specRoutes } from '../support/spec-routes.ts';
import { crosses, EVERY_PART } from '../support/tags.ts';

/**
 * axe (WCAG 2.1 A + AA) on every route of the spec, at desktop and phone width, each route in the state it exists for
 * (support/route-states.ts): the visitor's routes first, then the demo's steps with a demo session and a selected
 * product, then /payment and /dashboard as an onboarded investor with a product selected, an investment and payouts.
 */

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const STATES: readonly RouteState[] = ['visitor', 'demo', 'investor'];

/** What a page shows while a remote or its data loads (the demo's step bar is a progressbar too, a lasting one). */
const LOADING = '[aria-busy="true"], [role="progressbar"][aria-label="Loading page"]';

for (const viewport of viewports) {
  test(`no WCAG 2.1 AA violation on any spec route (${viewport.name})`, crosses(...EVERY_PART), async ({ page, demoSession, investorState }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const found: string[] = [];
    // A failed test restarts the worker: keep the figures per viewport, written before the assertion.
    const tally = { 'pages scanned': 0, violations: 0 };
    for (const state of STATES) {
      await enterState(page, state, { demo: demoSession, investor: investorState });
      for (const route of specRoutes.filter((path) => stateOf(path) === state)) {
        await page.goto(route);
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        // Lazy remotes and their data: wait until no loading indicator is left.
        await expect(page.locator(LOADING)).toHaveCount(0);
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectOwnPage(page, route, demoSession);
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        tally['pages scanned'] += 1;
        tally.violations += result.violations.length;
        for (const violation of result.violations) {
          const nodes = violation.nodes.slice(0, 3).map((n) => n.html.slice(0, 90));
          found.push(`${route} (${state}): ${violation.id} (${violation.impact}) ${nodes.join(' | ')}`);
        }
      }
      await leaveState(page, state);
    }
    recordE2eFigures(`accessibility-${viewport.name}`, tally);
    expect(tally['pages scanned']).toBe(specRoutes.length);
    expect(found).toEqual([]);
  });
}
