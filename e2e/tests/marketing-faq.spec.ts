import { expect, test } from '../support/fixtures.ts';
import { crosses } from '../support/tags.ts';

test('FAQ tabs switch category and only one answer is open at a time', crosses('marketing'), async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle(/FAQ/);
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('button', { name: 'How does KYC work and how long does it take?' })).toBeVisible();

  await main.getByRole('tab', { name: 'SDI & Real Estate' }).click();
  await expect(main.getByRole('tab', { name: 'SDI & Real Estate' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('button', { name: 'How does KYC work and how long does it take?' })).toHaveCount(0);

  const what = main.getByRole('button', { name: 'What are SDIs and what do they return?' });
  const minimum = main.getByRole('button', { name: 'What is the minimum investment in SDI?' });
  await what.click();
  await expect(main.getByText(/target returns of 9-18%/)).toBeVisible();
  await minimum.click();
  await expect(main.getByText(/SDIs start at ₹50,000 to ₹2,00,000, depending on the instrument/)).toBeVisible();
  await expect(what).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByText(/target returns of 9-18%/)).toBeHidden();

  // Keyboard: arrow keys move between tabs.
  await main.getByRole('tab', { name: 'SDI & Real Estate' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('tab', { name: 'Premium Gold' })).toHaveAttribute('aria-selected', 'true');

  await expect(main.getByRole('link', { name: 'Contact Form' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'WhatsApp Chat' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
});
