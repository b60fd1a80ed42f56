import { type KycPendingAadhaarOtp, OTP_LENGTH } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Button, Field } from '@invest/ui';
import { formatCountdown, useCountdown } from '@invest/ui/phone-verification';
import { useEffect } from 'react';
import styled from 'styled-components';
import { formatOtpInput } from '../model/kyc-form.js';

const Step = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;

const Destination = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface AadhaarOtpStepProps {
  /** The OTP field's id. */
  id?: string;
  otp: string;
  onOtpChange: (otp: string) => void;
  /** The attempt as the server knows it (where the OTP went, when another may be asked for); null until it answers. */
  pending: KycPendingAadhaarOtp | null;
  /** What is wrong with the OTP typed (the server's words), shown under it. */
  error?: string;
  verifying: boolean;
  resending: boolean;
  disabled: boolean;
  onVerify: () => void;
  onResend: () => void;
  onChangeDetails: () => void;
}

/**
 * After the identity form is submitted, the KYC provider texts an OTP to the mobile linked with the Aadhaar (UIDAI
 * e-KYC): the holder types it here. The step says where the OTP went and offers a new one once the provider allows it
 * (the server's cooldown, counted down here). "Change Details" goes back to the form (a new submission sends a new OTP).
 */
export function AadhaarOtpStep(props: AadhaarOtpStepProps) {
  const { _ } = useI18n();
  const countdown = useCountdown();
  const { pending } = props;
  const { start } = countdown;
  // Each answer of the server (a reload, a resend) restarts the count from what it says is left.
  useEffect(() => {
    if (pending) start(pending.resendIn);
  }, [pending, start]);
  const wait = countdown.secondsLeft;
  const busy = props.disabled || props.verifying || props.resending;
  return (
    <Step role="group" aria-labelledby="kyc-aadhaar-otp-prompt">
      <p id="kyc-aadhaar-otp-prompt" role="status">
        {_('onboarding.message.aadhaarOtpPrompt')}
      </p>
      {pending ? <Destination>{_('onboarding.aadhaarOtp.destination', { aadhaar: pending.aadhaarMasked })}</Destination> : null}
      <Field
        label={_('onboarding.aadhaarOtp.label')}
        id={props.id}
        name="aadhaarOtp"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={_('onboarding.phone.otpPlaceholder')}
        maxLength={OTP_LENGTH}
        value={props.otp}
        disabled={props.disabled}
        error={props.error}
        onChange={(event) => props.onOtpChange(formatOtpInput(event.target.value))}
      />
      <Actions>
        <Button onClick={props.onVerify} disabled={busy}>
          {props.verifying ? _('onboarding.common.verifying') : _('onboarding.aadhaarOtp.verify')}
        </Button>
        {pending ? (
          <Button variant="outline" onClick={props.onResend} disabled={busy || wait > 0}>
            {props.resending
              ? _('onboarding.common.sending')
              : wait > 0
                ? _('onboarding.phone.countdown', { timeLeft: formatCountdown(wait) })
                : _('onboarding.phone.resendOtp')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={props.onChangeDetails} disabled={busy}>
          {_('onboarding.aadhaarOtp.changeDetails')}
        </Button>
      </Actions>
    </Step>
  );
}
