import { expect, type Page } from '@playwright/test';

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
