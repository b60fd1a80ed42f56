import { KYC_PHONE_MAX_LENGTH, OTP_LENGTH } from '@invest/contracts';
import { Button, Field } from '@invest/ui';
import styled from 'styled-components';
import { formatOtpInput, formatPhoneInput } from './kyc-form.js';
import { formatCountdown } from './use-countdown.js';

export type PhoneOtpState = 'unsent' | 'sent' | 'verified';

const Row = styled.div`
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

export interface PhoneVerificationProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  onPhoneBlur: () => void;
  state: PhoneOtpState;
  otp: string;
  onOtpChange: (otp: string) => void;
  secondsLeft: number;
  sending: boolean;
  verifying: boolean;
  disabled: boolean;
  onSend: () => void;
  onVerify: () => void;
  onChangeNumber: () => void;
}

/** Phone with Send OTP, then the 6-digit code with Verify, the 300 s countdown and resend (spec 4: unsent, sent, verified). */
export function PhoneVerification(props: PhoneVerificationProps) {
  const { state, secondsLeft, disabled } = props;
  return (
    <>
      <Row>
        <Field
          label="Phone Number"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          maxLength={KYC_PHONE_MAX_LENGTH}
          value={props.phone}
          readOnly={state === 'verified'}
          disabled={disabled}
          onChange={(event) => props.onPhoneChange(formatPhoneInput(event.target.value))}
          onBlur={props.onPhoneBlur}
        />
        {state === 'verified' ? (
          <Button variant="outline" onClick={props.onChangeNumber} disabled={disabled}>
            Change Number
          </Button>
        ) : (
          <Button variant="outline" onClick={props.onSend} disabled={disabled || props.sending || secondsLeft > 0}>
            {props.sending ? 'Sending...' : state === 'sent' ? 'Resend OTP' : 'Send OTP'}
          </Button>
        )}
      </Row>
      {state === 'sent' ? (
        <>
          <Row>
            <Field
              label="Enter OTP"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="6-digit OTP"
              maxLength={OTP_LENGTH}
              value={props.otp}
              disabled={disabled}
              onChange={(event) => props.onOtpChange(formatOtpInput(event.target.value))}
            />
            <Button onClick={props.onVerify} disabled={disabled || props.verifying}>
              {props.verifying ? 'Verifying...' : 'Verify OTP'}
            </Button>
          </Row>
          <Note role="timer" aria-live="off">
            {secondsLeft > 0 ? `Resend OTP in ${formatCountdown(secondsLeft)}` : 'You can request a new OTP now.'}
          </Note>
        </>
      ) : null}
      {state === 'verified' ? <Verified role="status">Phone number verified</Verified> : null}
    </>
  );
}
