import { expect, test } from '../support/fixtures.ts';
import type { PrivacyExport } from '@invest/contracts';
import { freshPhone, latestOtp, signIn } from '../support/session.ts';
import { expectToast } from '../support/toast.ts';
import { crosses } from '../support/tags.ts';

test('a visitor verifies their phone with the OTP texted to it (SMS stand-in inbox) and sends a contact message', crosses('marketing'), async ({ page }) => {
  const phone = freshPhone();
  const text = `Please call me about the 12 month FD (${phone}).`;
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contact/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  await main.getByLabel('First Name').fill('Asha');
  await main.getByLabel('Last Name').fill('Patil');
  await main.getByLabel('Email', { exact: true }).fill('asha.patil@example.com');
  await main.getByLabel('Phone Number').fill(phone);
  await main.getByLabel('Investment Interest').selectOption('Fixed Deposits');
  await main.getByLabel('Message', { exact: true }).fill(text);

  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please verify your phone number with OTP first.').first()).toBeVisible();

  await main.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, 'OTP Sent');
  await expect(main.getByRole('timer')).toContainText(/4:5\d|5:00/);
  await expect(main.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  const otp = await latestOtp(page.request, phone);
  await main.getByLabel('Enter OTP').fill(otp);
  await main.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(main.getByText('Phone verified')).toBeVisible();

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await main.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expectToast(page, 'Message Sent!');
  await expect(main.getByLabel('First Name')).toHaveValue('');
  await expect(main.getByLabel('Message', { exact: true })).toHaveValue('');

  // A contact code proves the phone for that message and signs nobody in; signing in with the phone, its data
  // download holds the stored message.
  expect((await page.request.get('/api/privacy/export')).status()).toBe(401);
  await signIn(page.request, phone);
  const exported = await page.request.get('/api/privacy/export');
  expect(exported.status()).toBe(200);
  const data = (await exported.json()) as PrivacyExport;
  expect(data.contactMessages).toEqual([
    expect.objectContaining({ firstName: 'Asha', lastName: 'Patil', email: 'asha.patil@example.com', phone, interest: 'Fixed Deposits', message: text }),
  ]);
});

test('the API refuses a contact message from a phone without a contact OTP', crosses('marketing'), async ({ request }) => {
  const response = await request.post('/api/contact', {
    headers: { 'x-requested-with': 'invest-web' },
    data: {
      firstName: 'Eve',
      lastName: 'Mallory',
      email: 'eve@example.com',
      phone: freshPhone(),
      interest: 'SDI',
      message: 'I claim my phone is verified.',
      phoneVerified: true,
    },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Please verify your phone number with OTP first.' });
});
