import { AxeSweep, expectSettled, VIEWPORTS } from '../support/axe-scan.ts';
import { recordE2eFigures } from '../support/figures.ts';
import { enterState, expect, expectOwnPage, leaveState, stateOf, test, type RouteState } from '../support/route-states.ts';
import { specRoutes } from '../support/spec-routes.ts';
import { crosses, EVERY_PART } from '../support/tags.ts';

/**
 * axe (WCAG 2.1 A + AA) on every route of the spec, at desktop and phone width, each route in the state it exists for
 * (support/route-states.ts): the visitor's routes first, then the demo's steps with a demo session and a selected
 * product, then /payment and /dashboard as an onboarded investor with a product selected, an investment and payouts.
 */

const STATES: readonly RouteState[] = ['visitor', 'demo', 'investor'];

for (const viewport of VIEWPORTS) {
  test(`no WCAG 2.1 AA violation on any spec route (${viewport.name})`, crosses(...EVERY_PART), async ({ page, demoSession, investorState }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const sweep = new AxeSweep();
    for (const state of STATES) {
      await enterState(page, state, { demo: demoSession, investor: investorState });
      for (const route of specRoutes.filter((path) => stateOf(path) === state)) {
        await page.goto(route);
        await expectSettled(page);
        await expectOwnPage(page, route, demoSession);
        await sweep.scan(page, `${route} (${state})`);
      }
      await leaveState(page, state);
    }
    // A failed test restarts the worker: keep the figures per viewport, written before the assertion.
    const tally = { 'pages scanned': sweep.states.length, violations: sweep.violations };
    recordE2eFigures(`accessibility-${viewport.name}`, tally);
    expect(tally['pages scanned']).toBe(specRoutes.length);
    expect(sweep.found).toEqual([]);
  });
}
