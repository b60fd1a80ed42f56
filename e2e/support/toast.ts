import { expect, type Page } from '@playwright/test';

/**
 * The shell's toast viewport (Radix Toast, at most one toast). Look for toasts here, not in the whole page: Radix
 * also announces a toast's text in a transient live region, so a page-wide text match can find it twice.
 */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}
