import { KYC_PHONE_MAX_LENGTH, OTP_LENGTH } from '@invest/contracts';
import { PhoneVerification, type PhoneVerificationTexts } from '@invest/ui/phone-verification';
import type { PhoneOtp } from './use-phone-otp.js';

/** The words of the phone verification on /kyc and /sign-in (product §4 and §5). */
export const PHONE_OTP_TEXTS: PhoneVerificationTexts = {
  phoneLabel: 'Phone Number',
  phonePlaceholder: '10-digit mobile number',
  sendOtp: 'Send OTP',
  resendOtp: 'Resend OTP',
  sending: 'Sending...',
  otpLabel: 'Enter OTP',
  otpPlaceholder: '6-digit OTP',
  verifyOtp: 'Verify OTP',
  verifying: 'Verifying...',
  countdown: (timeLeft) => `Resend OTP in ${timeLeft}`,
  expired: 'You can request a new OTP now.',
  verified: 'Phone number verified',
};

export interface PhoneOtpFieldProps {
  /** The code's flow (`usePhoneOtp`, or what /sign-in keeps of it). */
  phoneOtp: Pick<PhoneOtp, 'state' | 'otp' | 'setOtp' | 'secondsLeft' | 'sending' | 'verifying' | 'send' | 'verify'>;
  phone: string;
  onPhoneChange: (phone: string) => void;
  onPhoneBlur?: () => void;
  disabled: boolean;
  /** Once verified, "Change Number" starts again with another number. */
  onChangeNumber: () => void;
}

/** The phone with Send OTP, the code with Verify OTP and the countdown before a resend, as /kyc and /sign-in show it. */
export function PhoneOtpField({ phoneOtp, phone, onPhoneChange, onPhoneBlur, disabled, onChangeNumber }: PhoneOtpFieldProps) {
  return (
    <PhoneVerification
      texts={PHONE_OTP_TEXTS}
      phoneLength={KYC_PHONE_MAX_LENGTH}
      otpLength={OTP_LENGTH}
      state={phoneOtp.state}
      phone={phone}
      onPhoneChange={onPhoneChange}
      onPhoneBlur={onPhoneBlur}
      otp={phoneOtp.otp}
      onOtpChange={phoneOtp.setOtp}
      secondsLeft={phoneOtp.secondsLeft}
      sending={phoneOtp.sending}
      verifying={phoneOtp.verifying}
      disabled={disabled}
      onSend={() => void phoneOtp.send()}
      onVerify={() => void phoneOtp.verify()}
      changeNumber={{ label: 'Change Number', onClick: onChangeNumber }}
    />
  );
}
