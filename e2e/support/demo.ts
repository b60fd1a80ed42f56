import { expect, type Page } from '@playwright/test';

/** The toast viewport of the shell (Radix Toast, at most one toast). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

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
