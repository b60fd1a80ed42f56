import { dismissToast } from '@invest/ui';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type ApiAnswer, fakeApi, json, useFakeClock } from '@invest/testing';
import ContactPage from './contact-page.js';
import { renderMarketingPage } from '../../testing/render-marketing-page.js';

const PHONE = '9876543210';
const session = { userId: 'u-1', phoneMasked: '******3210', kycStatus: 'not_started' };

function setup(overrides: Record<string, ApiAnswer> = {}) {
  const api = fakeApi({
    'POST /api/otp/generate': json({ message: 'OTP sent successfully.', expiresIn: 300 }),
    'POST /api/otp/verify': json({ message: 'Phone number verified successfully.', verified: true, session }),
    'POST /api/contact': json({ message: 'Thank you for your message. Our team will get back to you shortly.', id: 'm-1' }, 201),
    ...overrides,
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderMarketingPage(<ContactPage />, '/contact');
  const form = () => within(screen.getByRole('region', { name: 'Send us a message' }));
  return { api, user, form };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, message = 'Please call me about fixed deposits.') {
  await user.type(screen.getByLabelText('First Name'), 'Asha');
  await user.type(screen.getByLabelText('Last Name'), 'Patil');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone Number'), PHONE);
  await user.selectOptions(screen.getByLabelText('Investment Interest'), 'Premium Gold');
  await user.type(screen.getByLabelText('Message'), message);
}

async function verifyPhone(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText('Enter OTP'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await screen.findByText(/Phone verified/);
}

beforeEach(() => {
  useFakeClock();
});

afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

describe('contact form', () => {
  it('shows the quick actions: a prefilled WhatsApp chat and a tel: link', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hi!%20I/);
    expect(screen.getByRole('link', { name: 'Call Support' }).getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
  });

  it('asks for every field first', async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in all required fields.').length).toBeGreaterThan(1);
    expect(api.calls).toEqual([]);
  });

  it('then asks for a verified phone', async () => {
    const { user, api } = setup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please verify your phone number with OTP first.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('refuses to send an OTP to a phone shorter than 10 digits, and keeps digits only', async () => {
    const { user, api } = setup();
    const phone = screen.getByLabelText('Phone Number');
    await user.type(phone, '98a7-65 4321');
    expect(phone).toHaveValue('987654321');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit phone number.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends a contact OTP, counts down 300 s before a resend, and checks the code length', async () => {
    const { user, api } = setup();
    await user.type(screen.getByLabelText('Phone Number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP Sent')).toBeInTheDocument();
    expect(api.calls[0]).toEqual({ method: 'POST', path: '/api/otp/generate', body: { phone: PHONE, type: 'contact' } });
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();

    const otp = screen.getByLabelText('Enter OTP');
    await user.type(otp, '12a345678');
    expect(otp).toHaveValue('123456');
    await user.clear(otp);
    await user.type(otp, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter the complete 6-digit OTP.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(150_000));
    expect(screen.getByRole('timer')).toHaveTextContent('2:30');
    act(() => jest.advanceTimersByTime(150_000));
    expect(screen.getByRole('timer')).toHaveTextContent('The OTP has expired. Please resend it.');
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/otp/generate')).toHaveLength(2));
  });

  it('shows the server message when the OTP cannot be sent or is wrong', async () => {
    const { user } = setup({
      'POST /api/otp/generate': json({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many OTP requests for this phone number.' }, 429),
    });
    await user.type(screen.getByLabelText('Phone Number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to Send OTP')).toBeInTheDocument();
    expect(screen.getByText('Too many OTP requests for this phone number.')).toBeInTheDocument();
  });

  it('reports a wrong OTP with the server message and stays unverified', async () => {
    const { user } = setup({
      'POST /api/otp/verify': json(
        { statusCode: 400, code: 'OTP_INVALID', message: 'Invalid OTP. Please check the code and try again (4 attempts left).' },
        400,
      ),
    });
    await user.type(screen.getByLabelText('Phone Number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('Enter OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid OTP. Please check the code and try again (4 attempts left).')).toBeInTheDocument();
    expect(screen.queryByText(/Phone verified/)).not.toBeInTheDocument();
  });

  it('needs a message of at least 10 characters once the phone is verified', async () => {
    const { user, api } = setup();
    await fillDetails(user, 'Call me');
    await verifyPhone(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Too Short')).toBeInTheDocument();
    expect(screen.getAllByText('Please write at least 10 characters in your message.').length).toBeGreaterThan(0);
    expect(api.calls.some((call) => call.path === '/api/contact')).toBe(false);
  });

  it('editing the phone after verification asks for a new OTP', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Phone Number'), PHONE);
    await verifyPhone(user);
    await user.type(screen.getByLabelText('Phone Number'), '{backspace}1');
    expect(screen.queryByText(/Phone verified/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it('sends the message, clears the form and returns to idle after 5 s', async () => {
    const { user, api, form } = setup();
    await fillDetails(user);
    await verifyPhone(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/contact')?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Patil',
      email: 'asha@example.com',
      phone: PHONE,
      interest: 'Premium Gold',
      message: 'Please call me about fixed deposits.',
      phoneVerified: true,
    });
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Investment Interest')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    const status = form().getAllByRole('status').at(-1);
    expect(status).toHaveTextContent('Message Sent!');
    act(() => jest.advanceTimersByTime(4900));
    expect(status).toHaveTextContent('Message Sent!');
    act(() => jest.advanceTimersByTime(200));
    expect(status).toHaveTextContent('');
  });

  it("shows 'Failed to Send Message' with the server message, or the fallback", async () => {
    const { user } = setup({
      'POST /api/contact': json({ statusCode: 403, code: 'FORBIDDEN', message: 'Please verify your phone number with OTP first.' }, 403),
    });
    await fillDetails(user);
    await verifyPhone(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText('Failed to Send Message')).not.toHaveLength(0);
    expect(screen.getByText('Please verify your phone number with OTP first.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');
  });

  it('falls back to a generic text when the server gives no message', async () => {
    const { user } = setup({ 'POST /api/contact': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    await fillDetails(user);
    await verifyPhone(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please try again or contact us directly.')).toBeInTheDocument();
  });
});
