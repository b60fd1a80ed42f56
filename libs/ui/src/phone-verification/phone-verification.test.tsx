import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server.node';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useCountdown } from '../countdown/use-countdown.js';
import { theme } from '../theme/theme.js';
import { PhoneVerification, type PhoneVerificationState } from './phone-verification.js';
import type { PhoneVerificationTexts } from './phone-verification-texts.js';

/** A flow's own words (each page has its own; these are not any page's). */
const TEXTS: PhoneVerificationTexts = {
  phoneLabel: 'Mobile',
  phonePlaceholder: 'Your 10 digits',
  sendOtp: 'Text me a code',
  resendOtp: 'Text me another code',
  sending: 'Texting…',
  otpLabel: 'Code',
  otpPlaceholder: 'The 6 digits',
  verifyOtp: 'Check the code',
  verifying: 'Checking…',
  countdown: (timeLeft) => `Another code in ${timeLeft}`,
  expired: 'You may ask for another code.',
  verified: 'Mobile confirmed',
};

/** What every page gives: its words and how many digits a number and a code have. */
const FLOW = { texts: TEXTS, phoneLength: 10, otpLength: 6 };

/** A page's flow around the component: sending starts the countdown, the right code verifies. */
function Flow({ changeable, sending = false, verifying = false }: { changeable: boolean; sending?: boolean; verifying?: boolean }) {
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [state, setState] = useState<PhoneVerificationState>('unsent');
  const countdown = useCountdown();
  return (
    <ThemeProvider theme={theme}>
      <PhoneVerification
        {...FLOW}
        state={state}
        phone={phone}
        onPhoneChange={(next) => {
          setPhone(next);
          if (state !== 'unsent') {
            setState('unsent');
            countdown.reset();
          }
        }}
        otp={otp}
        onOtpChange={setOtp}
        secondsLeft={countdown.secondsLeft}
        sending={sending}
        verifying={verifying}
        onSend={() => {
          setState('sent');
          countdown.start(300);
        }}
        onVerify={() => {
          if (otp !== '123456') return;
          setState('verified');
          countdown.reset();
        }}
        changeNumber={
          changeable
            ? {
                label: 'Another number',
                onClick: () => {
                  setPhone('');
                  setState('unsent');
                },
              }
            : undefined
        }
      />
    </ThemeProvider>
  );
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'queueMicrotask'] });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('PhoneVerification', () => {
  it('first asks for the number alone, the same on the server as in the browser', () => {
    const html = renderToString(<Flow changeable />);
    expect(html).toContain('Text me a code');
    expect(html).not.toContain('Code');
    render(<Flow changeable />);
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('placeholder', 'Your 10 digits');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('keeps digits only, as many as a number has', async () => {
    const typist = user();
    render(<Flow changeable />);
    const phone = screen.getByLabelText('Mobile');
    await typist.type(phone, '98a7-65 43210 99');
    expect(phone).toHaveValue('9876543210');
  });

  it('once sent, asks for the code and counts down before a resend', async () => {
    const typist = user();
    render(<Flow changeable />);
    await typist.type(screen.getByLabelText('Mobile'), '9876543210');
    await typist.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Another code in 5:00');
    expect(screen.getByRole('button', { name: 'Text me another code' })).toBeDisabled();
    const otp = screen.getByLabelText('Code');
    await typist.type(otp, '12a345678');
    expect(otp).toHaveValue('123456');

    act(() => jest.advanceTimersByTime(150_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Another code in 2:[23]\d$/);
    act(() => jest.advanceTimersByTime(150_000));
    expect(screen.getByRole('timer')).toHaveTextContent('You may ask for another code.');
    expect(screen.getByRole('button', { name: 'Text me another code' })).toBeEnabled();
  });

  it('once verified, says so; with a change-number button the number is read-only until it is pressed', async () => {
    const typist = user();
    render(<Flow changeable />);
    await typist.type(screen.getByLabelText('Mobile'), '9876543210');
    await typist.click(screen.getByRole('button', { name: 'Text me a code' }));
    await typist.type(screen.getByLabelText('Code'), '123456');
    await typist.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(screen.getByRole('status')).toHaveTextContent('Mobile confirmed');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('readonly');
    await typist.click(screen.getByRole('button', { name: 'Another number' }));
    expect(screen.getByLabelText('Mobile')).toHaveValue('');
    expect(screen.getByLabelText('Mobile')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled();
  });

  it('without one the verified number stays editable, and editing it asks for a new code', async () => {
    const typist = user();
    render(<Flow changeable={false} />);
    await typist.type(screen.getByLabelText('Mobile'), '9876543210');
    await typist.click(screen.getByRole('button', { name: 'Text me a code' }));
    await typist.type(screen.getByLabelText('Code'), '123456');
    await typist.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(screen.getByText('Mobile confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Another number' })).not.toBeInTheDocument();
    await typist.type(screen.getByLabelText('Mobile'), '{backspace}1');
    expect(screen.queryByText('Mobile confirmed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled();
  });

  it('says when the code is on its way and when it is being checked', () => {
    render(<Flow changeable sending />);
    expect(screen.getByRole('button', { name: 'Texting…' })).toBeDisabled();
  });

  it('a flow without a "sending" text keeps the button label while sending', () => {
    const noop = () => undefined;
    render(
      <ThemeProvider theme={theme}>
        <PhoneVerification
          {...FLOW}
          texts={{ ...TEXTS, sending: undefined }}
          state="sent"
          phone="9876543210"
          phoneError="Please fill in all required fields."
          otp=""
          secondsLeft={0}
          sending
          verifying
          {...{ onPhoneChange: noop, onOtpChange: noop, onSend: noop, onVerify: noop }}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Text me another code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
  });
});
