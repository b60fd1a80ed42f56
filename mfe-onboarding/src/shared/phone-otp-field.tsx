import { KYC_PHONE_MAX_LENGTH, OTP_LENGTH } from '@invest/contracts';
import { type I18n, useI18n } from '@invest/platform';
import { PhoneVerification, type PhoneVerificationTexts } from '@invest/ui/phone-verification';
import { useMemo } from 'react';
import type { PhoneOtp } from './use-phone-otp.js';

/** The words of the phone verification on /kyc and /sign-in (product §4 and §5), in the page's language. */
export function phoneOtpTexts(_: I18n['_']): PhoneVerificationTexts {
  return {
    phoneLabel: _('onboarding.phone.label'),
    phonePlaceholder: _('onboarding.phone.placeholder'),
    sendOtp: _('onboarding.phone.sendOtp'),
    resendOtp: _('onboarding.phone.resendOtp'),
    sending: _('onboarding.common.sending'),
    otpLabel: _('onboarding.phone.otpLabel'),
    otpPlaceholder: _('onboarding.phone.otpPlaceholder'),
    verifyOtp: _('onboarding.phone.verifyOtp'),
    verifying: _('onboarding.common.verifying'),
    countdown: (timeLeft) => _('onboarding.phone.countdown', { timeLeft }),
    expired: _('onboarding.phone.expired'),
    verified: _('onboarding.phone.verified'),
  };
}

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
  const { _ } = useI18n();
  const texts = useMemo(() => phoneOtpTexts(_), [_]);
  return (
    <PhoneVerification
      texts={texts}
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
      changeNumber={{ label: _('onboarding.phone.changeNumber'), onClick: onChangeNumber }}
    />
  );
}
