import { useGenerateOtpMutation, useVerifyOtpMutation } from '@invest/api';
import { OTP_LENGTH, OTP_TTL_SECONDS } from '@invest/contracts';
import { Badge, Button, Field, toast } from '@invest/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { contactFormLabels, contactMessages } from '../../content/index.js';
import { serverMessage } from './server-message.js';
import { formatCountdown, useCountdown } from './use-countdown.js';

export type OtpStatus = 'unsent' | 'sent' | 'verified';

interface PhoneVerificationProps {
  phone: string;
  status: OtpStatus;
  onStatusChange: (status: OtpStatus) => void;
  /** Re-rendered from the form: the phone field itself with its label. */
  phoneField: ReactNode;
}

/** Phone OTP of the contact form (spec 4): unsent → sent (300 s countdown, resend) → verified. */
export function PhoneVerification({ phone, status, onStatusChange, phoneField }: PhoneVerificationProps) {
  const [otp, setOtp] = useState('');
  const [deadline, setDeadline] = useState<number | null>(null);
  const secondsLeft = useCountdown(deadline);
  const [generateOtp, generation] = useGenerateOtpMutation();
  const [verifyOtp, verification] = useVerifyOtpMutation();

  async function send() {
    if (phone.length < 10) {
      toast({ ...contactMessages.invalidPhone, variant: 'destructive' });
      return;
    }
    try {
      await generateOtp({ phone, type: 'contact' }).unwrap();
      setOtp('');
      setDeadline(Date.now() + OTP_TTL_SECONDS * 1000);
      onStatusChange('sent');
      toast(contactMessages.otpSent);
    } catch (error) {
      toast({
        title: contactMessages.otpSendFailed.title,
        description: serverMessage(error) ?? contactMessages.otpSendFailed.description,
        variant: 'destructive',
      });
    }
  }

  async function verify() {
    if (otp.length !== OTP_LENGTH) {
      toast({ ...contactMessages.incompleteOtp, variant: 'destructive' });
      return;
    }
    try {
      await verifyOtp({ phone, otp }).unwrap();
      setDeadline(null);
      onStatusChange('verified');
      toast(contactMessages.phoneVerified);
    } catch (error) {
      toast({
        title: contactMessages.otpVerifyFailed.title,
        description: serverMessage(error) ?? contactMessages.otpVerifyFailed.description,
        variant: 'destructive',
      });
    }
  }

  return (
    <Box>
      <PhoneRow>
        {phoneField}
        {status === 'verified' ? (
          <Badge tone="green" role="status">
            ✓ {contactFormLabels.phoneVerified}
          </Badge>
        ) : (
          <Button
            variant="outline"
            onClick={() => void send()}
            disabled={generation.isLoading || (status === 'sent' && secondsLeft > 0)}
          >
            {status === 'sent' ? contactFormLabels.resendOtp : contactFormLabels.sendOtp}
          </Button>
        )}
      </PhoneRow>
      {status === 'sent' ? (
        <>
          <PhoneRow>
            <Field
              label={contactFormLabels.otp}
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              placeholder="000000"
            />
            <Button onClick={() => void verify()} disabled={verification.isLoading}>
              {verification.isLoading ? contactFormLabels.verifying : contactFormLabels.verifyOtp}
            </Button>
          </PhoneRow>
          <Countdown role="timer" aria-live="off">
            {secondsLeft > 0 ? `OTP valid for ${formatCountdown(secondsLeft)}. You can resend it when the time is up.` : 'The OTP has expired. Please resend it.'}
          </Countdown>
        </>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};

  & > span[role='status'] {
    margin-bottom: 10px;
  }
`;

const Countdown = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
