import type { SessionResponse } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { toast } from '@invest/ui';
import { useRef, useState } from 'react';
import { syncAuthFlags } from '../../shared/auth-flags.js';
import { usePhoneOtp } from '../../shared/use-phone-otp.js';

/**
 * Phone and OTP sign-in (the OTP of type kyc signs in). Verifying invalidates the store's session, so the header and
 * every page follow; the local flags follow the server's KYC state.
 */
export function usePhoneSignIn(onSignedIn: (session: SessionResponse) => void) {
  const { _ } = useI18n();
  const [phone, setPhoneValue] = useState('');
  const phoneRef = useRef(phone);
  phoneRef.current = phone;
  const otp = usePhoneOtp(
    () => phoneRef.current,
    (session) => {
      syncAuthFlags(session.kycStatus);
      toast({ title: _('onboarding.toast.signedIn'), description: _('onboarding.toast.signedIn.description', { phone: session.phoneMasked }) });
      onSignedIn(session);
    },
  );

  function setPhone(value: string) {
    setPhoneValue(value);
    otp.phoneEdited();
  }

  function changeNumber() {
    setPhoneValue('');
    otp.reset();
  }

  return {
    phone,
    setPhone,
    otp: otp.otp,
    setOtp: otp.setOtp,
    state: otp.state,
    secondsLeft: otp.secondsLeft,
    sending: otp.sending,
    verifying: otp.verifying,
    send: otp.send,
    verify: otp.verify,
    changeNumber,
  };
}
