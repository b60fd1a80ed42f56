import type { Ref } from 'react';
import styled from 'styled-components';
import { formatCountdown } from '../countdown/format-countdown.js';
// The main entry's primitives through the package (a shared module), not a second copy in this entry point's chunk.
import { Button, Field, type FieldProps } from '@invest/ui';
import type { PhoneVerificationTexts } from './phone-verification-texts.js';

/** Where the phone stands: no code asked for yet, a code sent (and counting down), or proved. */
export type PhoneVerificationState = 'unsent' | 'sent' | 'verified';

export interface PhoneVerificationProps {
  texts: PhoneVerificationTexts;
  /** Digits of a phone number: the input keeps digits only, this many at most. */
  phoneLength: number;
  /** Digits of a code: likewise. */
  otpLength: number;
  state: PhoneVerificationState;
  phone: string;
  /** The number as typed, digits only. */
  onPhoneChange: (phone: string) => void;
  onPhoneBlur?: () => void;
  /** The phone's validation message, from the surrounding form. */
  phoneError?: string;
  /** The phone input itself (for a form that focuses its first invalid field). */
  phoneRef?: Ref<HTMLInputElement>;
  otp: string;
  /** The code as typed, digits only. */
  onOtpChange: (otp: string) => void;
  /** Seconds before a new code may be asked for (`useCountdown().secondsLeft`). */
  secondsLeft: number;
  sending: boolean;
  verifying: boolean;
  /** Everything inert (the form it belongs to is done). */
  disabled?: boolean;
  onSend: () => void;
  onVerify: () => void;
  /** Once verified, the number turns read-only and this button starts again; without it the number stays editable. */
  changeNumber?: { label: string; onClick: () => void };
}

const FieldWithAction = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Verified = styled(Note)`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** A numeric field that keeps digits only, `length` at most, and hands them on as typed. */
function DigitsField({ length, onDigits, ...rest }: Omit<FieldProps, 'onChange' | 'maxLength'> & { length: number; onDigits: (digits: string) => void }) {
  return <Field {...rest} inputMode="numeric" maxLength={length} onChange={(event) => onDigits(event.target.value.replace(/\D/g, '').slice(0, length))} />;
}

/**
 * A phone proved by a texted code (product §4: unsent, sent, verified): the number with Send OTP; once sent, the code with
 * Verify OTP and the countdown before Resend OTP; once verified, a status line. Controlled: the flow (which API, which
 * toasts) belongs to the page.
 */
export function PhoneVerification(props: PhoneVerificationProps) {
  const { texts, state, secondsLeft, disabled = false, changeNumber } = props;
  const locked = state === 'verified' && changeNumber !== undefined;
  return (
    <>
      <FieldWithAction>
        <DigitsField
          ref={props.phoneRef}
          label={texts.phoneLabel}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          placeholder={texts.phonePlaceholder}
          length={props.phoneLength}
          value={props.phone}
          error={props.phoneError}
          readOnly={locked}
          disabled={disabled}
          onDigits={props.onPhoneChange}
          onBlur={props.onPhoneBlur}
        />
        {state === 'verified' ? (
          changeNumber ? (
            <Button variant="outline" onClick={changeNumber.onClick} disabled={disabled}>
              {changeNumber.label}
            </Button>
          ) : null
        ) : (
          <Button variant="outline" onClick={props.onSend} disabled={disabled || props.sending || secondsLeft > 0}>
            {props.sending && texts.sending ? texts.sending : state === 'sent' ? texts.resendOtp : texts.sendOtp}
          </Button>
        )}
      </FieldWithAction>
      {state === 'sent' ? (
        <>
          <FieldWithAction>
            <DigitsField
              label={texts.otpLabel}
              name="otp"
              autoComplete="one-time-code"
              placeholder={texts.otpPlaceholder}
              length={props.otpLength}
              value={props.otp}
              disabled={disabled}
              onDigits={props.onOtpChange}
            />
            <Button onClick={props.onVerify} disabled={disabled || props.verifying}>
              {props.verifying ? texts.verifying : texts.verifyOtp}
            </Button>
          </FieldWithAction>
          <Note role="timer" aria-live="off">
            {secondsLeft > 0 ? texts.countdown(formatCountdown(secondsLeft)) : texts.expired}
          </Note>
        </>
      ) : null}
      {state === 'verified' ? <Verified role="status">{texts.verified}</Verified> : null}
    </>
  );
}
