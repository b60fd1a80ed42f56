import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DemoCreateAccountRequest, DemoCreateAccountResponse, DemoInvestRequest } from '@invest/contracts';
import { csrfHeaders } from './session.ts';

/** The "Step N of 4" bar of a demo page. */
export async function expectProgress(page: Page, percent: number): Promise<void> {
  await expect(page.getByRole('progressbar', { name: 'Demo progress' })).toHaveAttribute('aria-valuenow', String(percent));
  await expect(page.getByText(`${percent}% Complete`)).toBeVisible();
}

/** Signs up on /demo through the form; lands on /demo/products. */
export async function signUpForDemo(page: Page, firstName = 'Priya'): Promise<void> {
  await page.goto('/demo');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Sharma');
  await page.getByLabel('Email').fill('priya@example.com');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Start Demo Journey' }).click();
  await expect(page).toHaveURL(/\/demo\/products$/);
}

/** Writes the demo session keys straight into session storage (for the guard checks). */
export async function setDemoSession(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) window.sessionStorage.setItem(key, value);
  }, entries);
}

/** The one demo product a demo session starts with: FD Premium, ₹50,000 for 12 months at 18% (product §9's figures). */
export const DEMO_SELECTION = {
  productType: 'fd-premium',
  productName: 'FD Premium',
  amount: 50_000,
  duration: 12,
  returnRate: '18',
  calculatedReturns: { investment: 50_000, totalReturn: 9_000, maturityAmount: 59_000, monthlyPayout: 750 },
} as const;

export interface DemoSession {
  userId: string;
  firstName: string;
  /** What the demo remote keeps in session storage: the account, demo mode and the selected product. */
  storage: Record<string, string>;
}

/**
 * A demo session in the state the demo's steps exist for, made through the demo API as the sign-up form and the
 * payment step make it: an account (POST /api/demo/create-account), the selected product, and, with `invested`,
 * that product bought (POST /api/demo/invest) so the demo dashboard has a portfolio.
 */
export async function createDemoSession(request: APIRequestContext, { firstName = 'Meera', invested = true } = {}): Promise<DemoSession> {
  const created = await request.post('/api/demo/create-account', {
    data: { firstName, lastName: 'Iyer', email: 'meera@example.com', phone: '9876543210' } satisfies DemoCreateAccountRequest,
    headers: csrfHeaders,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { userId } = (await created.json()) as DemoCreateAccountResponse;
  if (invested) {
    const { productType, productName, amount, duration, returnRate } = DEMO_SELECTION;
    const bought = await request.post('/api/demo/invest', {
      data: { userId, productType, productName, amount, duration, returnRate } satisfies DemoInvestRequest,
      headers: csrfHeaders,
    });
    expect(bought.status(), await bought.text()).toBe(201);
  }
  return { userId, firstName, storage: { 'demo-user-id': userId, 'demo-mode': 'true', 'demo-selected-product': JSON.stringify(DEMO_SELECTION) } };
}
