import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { percentsOf, type CatalogueFiguresResponse, type PlanTerms } from '@invest/contracts';

/** What the server books with: every plan's terms and the platform's figures, read from the API as a client reads them. */
export interface BookedTerms {
  readonly plans: readonly PlanTerms[];
  readonly figures: CatalogueFiguresResponse;
}

export async function bookedTerms(request: APIRequestContext): Promise<BookedTerms> {
  const plans = await request.get('/api/catalogue/plans');
  const figures = await request.get('/api/catalogue/figures');
  expect(plans.status()).toBe(200);
  expect(figures.status()).toBe(200);
  return { plans: ((await plans.json()) as { plans: PlanTerms[] }).plans, figures: (await figures.json()) as CatalogueFiguresResponse };
}

/**
 * The text a visitor reads in the page's main region, without the options of closed selects (a select shows one) and
 * with every closed answer, tab and accordion included (the server's HTML holds them all).
 */
export async function mainText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('select').forEach((select) => select.remove());
    return copy.textContent ?? '';
  });
}

/** Every "x% p.a." / "x-y% p.a." figure of a text, as numbers. */
export function annualRatesIn(text: string): number[] {
  return [...text.matchAll(/(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?%\s*p\.a\./g)].flatMap((match) =>
    [match[1], match[2]].filter((value): value is string => value !== undefined).map(Number),
  );
}

/** Every "n months" / "n to m months" figure of a text, as numbers. */
export function monthsIn(text: string): number[] {
  return [...text.matchAll(/(\d+)(?:\s*(?:to|-)\s*(\d+))?\s*months?\b/g)].flatMap((match) =>
    [match[1], match[2]].filter((value): value is string => value !== undefined).map(Number),
  );
}

/** The annual rates any plan is booked at or advertises (the numbers of its returns text). */
export function bookedRates(plans: readonly PlanTerms[]): Set<number> {
  return new Set(plans.flatMap((plan) => percentsOf(plan.returns)));
}

/** Every tenure some plan allows, and the lock-ins of the withdrawal terms. */
export function bookedMonths(plans: readonly PlanTerms[]): Set<number> {
  const months = new Set<number>();
  for (const plan of plans) {
    for (let value = plan.tenure.minMonths; value <= plan.tenure.maxMonths; value += 1) months.add(value);
    if (plan.prematureWithdrawal) months.add(plan.prematureWithdrawal.lockInMonths);
  }
  return months;
}
