import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { recordE2eFigures } from '../support/figures.ts';
import { specRoutes } from '../support/spec-routes.ts';

/** axe (WCAG 2.1 A + AA) on every route of the spec, at desktop and phone width. */

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of viewports) {
  test(`no WCAG 2.1 AA violation on any spec route (${viewport.name})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const found: string[] = [];
    // A failed test restarts the worker: keep the figures per viewport, written before the assertion.
    const tally = { 'pages scanned': 0, violations: 0 };
    for (const route of specRoutes) {
      await page.goto(route);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      // Lazy remotes and their data: wait until no loading indicator is left.
      await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      tally['pages scanned'] += 1;
      tally.violations += result.violations.length;
      for (const violation of result.violations) {
        const nodes = violation.nodes.slice(0, 3).map((n) => n.html.slice(0, 90));
        found.push(`${route}: ${violation.id} (${violation.impact}) ${nodes.join(' | ')}`);
      }
    }
    recordE2eFigures(`accessibility-${viewport.name}`, tally);
    expect(found).toEqual([]);
  });
}
