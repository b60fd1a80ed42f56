import { KycMessage, OTP_LENGTH } from '@invest/contracts';
import { Button, Field } from '@invest/ui';
import styled from 'styled-components';
import { formatOtpInput } from './kyc-form.js';

const Step = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface AadhaarOtpStepProps {
  otp: string;
  onOtpChange: (otp: string) => void;
  verifying: boolean;
  disabled: boolean;
  onVerify: () => void;
  onChangeDetails: () => void;
}

/**
 * After the identity form is submitted, the KYC provider texts an OTP to the mobile linked with the Aadhaar (UIDAI
 * e-KYC): the holder types it here. "Change Details" goes back to the form (a new submission sends a new OTP).
 */
export function AadhaarOtpStep(props: AadhaarOtpStepProps) {
  return (
    <Step role="group" aria-labelledby="kyc-aadhaar-otp-prompt">
      <p id="kyc-aadhaar-otp-prompt" role="status">
        {KycMessage.AadhaarOtpPrompt}
      </p>
      <Field
        label="Aadhaar OTP"
        name="aadhaarOtp"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6-digit OTP"
        maxLength={OTP_LENGTH}
        value={props.otp}
        disabled={props.disabled}
        onChange={(event) => props.onOtpChange(formatOtpInput(event.target.value))}
      />
      <Actions>
        <Button onClick={props.onVerify} disabled={props.disabled || props.verifying}>
          {props.verifying ? 'Verifying...' : 'Verify Aadhaar OTP'}
        </Button>
        <Button variant="outline" onClick={props.onChangeDetails} disabled={props.disabled || props.verifying}>
          Change Details
        </Button>
      </Actions>
    </Step>
  );
}
