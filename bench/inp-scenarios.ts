/**
 * What an investor does on the pages the INP bench measures: the FD calculator (/calculator) and the product cards
 * (/products, and the fixed-deposit plans of /fixed-deposits). Each step is one or more real input events (CDP touch
 * and key events: trusted, so the browser times them); the steps run in this order on every load.
 */
import type { Page } from '@playwright/test';

export interface InpStep {
  name: string;
  run: (page: Page) => Promise<void>;
}

export interface InpScenario {
  route: string;
  /** Resolves once what the steps use is on the page (after the h1 belongs to React). */
  ready: (page: Page) => Promise<void>;
  steps: readonly InpStep[];
}

/** A person's pace between key presses while typing an amount. */
const KEY_DELAY_MS = 120;
/** A tap on a card's own surface (its top-left corner, clear of its buttons and links). */
const CARD_SURFACE = { x: 12, y: 12 };

const calculator = (page: Page) => page.getByRole('region', { name: 'Investment calculator' });
const amountField = (page: Page) => page.getByRole('textbox', { name: 'Investment amount (₹)' });
/** The calculator's selects, in their order: the plan, then the tenure (each label holds its select and hint). */
const planSelect = (page: Page) => calculator(page).locator('select').first();
const tenureSelect = (page: Page) => calculator(page).locator('select').nth(1);

export const INP_SCENARIOS: readonly InpScenario[] = [
  {
    route: '/calculator',
    ready: (page) => amountField(page).waitFor({ timeout: 20_000 }),
    steps: [
      { name: 'tap the amount field', run: (page) => amountField(page).tap() },
      {
        name: 'type an amount (6 × Backspace, then "250000", 120 ms apart)',
        run: async (page) => {
          await page.keyboard.press('End');
          for (let i = 0; i < 6; i += 1) {
            await page.keyboard.press('Backspace');
            await page.waitForTimeout(KEY_DELAY_MS);
          }
          await page.keyboard.type('250000', { delay: KEY_DELAY_MS });
        },
      },
      {
        // The fixed deposits have one tenure each; the last plans (SDI) run over a range of tenures.
        name: 'plan: End on the focused select (the last plan)',
        run: async (page) => {
          await planSelect(page).focus();
          await page.keyboard.press('End');
        },
      },
      {
        name: 'tenure: 3 × ArrowDown on the focused select (the next tenures, 120 ms apart)',
        run: async (page) => {
          await tenureSelect(page).focus();
          for (let i = 0; i < 3; i += 1) {
            await page.keyboard.press('ArrowDown');
            await page.waitForTimeout(KEY_DELAY_MS);
          }
        },
      },
    ],
  },
  {
    route: '/products',
    ready: (page) => page.getByRole('tabpanel').getByRole('article').first().waitFor({ timeout: 20_000 }),
    steps: [
      { name: 'tap the second category tab', run: (page) => page.getByRole('tab').nth(1).tap() },
      { name: 'tap a product card', run: (page) => page.getByRole('tabpanel').getByRole('article').first().tap({ position: CARD_SURFACE }) },
      { name: 'tap the first category tab', run: (page) => page.getByRole('tab').first().tap() },
      {
        name: "tap a card's View plans (to its product page)",
        run: (page) =>
          page
            .getByRole('tabpanel')
            .getByRole('link', { name: /^View plans / })
            .first()
            .tap(),
      },
    ],
  },
  {
    route: '/fixed-deposits',
    ready: (page) => page.locator('article[data-selected]').first().waitFor({ timeout: 20_000 }),
    steps: [
      { name: 'tap a plan card (highlights it)', run: (page) => page.locator('article[data-selected]').nth(1).tap({ position: CARD_SURFACE }) },
      { name: 'tap another plan card', run: (page) => page.locator('article[data-selected]').first().tap({ position: CARD_SURFACE }) },
      { name: 'tap "Calculate your returns" (to the calculator)', run: (page) => page.getByRole('link', { name: 'Calculate your returns' }).tap() },
    ],
  },
];
