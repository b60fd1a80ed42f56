import { expect, test } from '../support/fixtures.ts';
import { csrfHeaders, freshPhone, latestOtp } from '../support/session.ts';
import { crosses } from '../support/tags.ts';

test(
  'OTP generate, the text in the SMS stand-in inbox, verify signs the user in with an HttpOnly SameSite cookie',
  crosses('onboarding'),
  async ({ request }) => {
    const phone = freshPhone();
    expect((await request.get('/api/session')).status()).toBe(401);

    const sent = await request.post('/api/otp/generate', { data: { phone, type: 'kyc' }, headers: csrfHeaders });
    expect(sent.status()).toBe(200);
    const otp = await latestOtp(request, phone);
    expect(otp).toMatch(/^\d{6}$/);

    const verified = await request.post('/api/otp/verify', { data: { phone, otp }, headers: csrfHeaders });
    expect(verified.status()).toBe(200);
    const cookie = verified.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await request.get('/api/session');
    expect(session.status()).toBe(200);
    const body = (await session.json()) as { userId: string; phoneMasked: string; kycStatus: string };
    expect(body.userId).toBeTruthy();
    expect(body.phoneMasked.endsWith(phone.slice(-4))).toBe(true);
    expect(body.phoneMasked).not.toContain(phone);

    expect((await request.post('/api/session/logout', { headers: csrfHeaders })).status()).toBe(204);
    expect((await request.get('/api/session')).status()).toBe(401);
  },
);

test('a wrong OTP is refused in the one error shape', crosses('onboarding'), async ({ request }) => {
  const phone = freshPhone();
  await request.post('/api/otp/generate', { data: { phone, type: 'contact' }, headers: csrfHeaders });
  const otp = await latestOtp(request, phone);
  const wrong = otp === '000000' ? '111111' : '000000';
  const response = await request.post('/api/otp/verify', { data: { phone, otp: wrong, type: 'contact' }, headers: csrfHeaders });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { statusCode: number; code: string; message: string };
  expect(body).toMatchObject({ statusCode: 400, code: 'OTP_INVALID' });
  expect(body.message.length).toBeGreaterThan(5);
  // A phone with no code in progress gets the very same answer: nothing tells whether a sign-in is under way.
  const idle = await request.post('/api/otp/verify', { data: { phone: freshPhone(), otp: wrong, type: 'contact' }, headers: csrfHeaders });
  expect(await idle.json()).toEqual(body);
});
