import { serverMessage, useGenerateOtpMutation, useVerifyOtpMutation } from '@invest/api';
import type { SessionResponse } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { useApiErrors } from '@invest/platform/errors';
import { toast } from '@invest/ui';
import { useCountdown, type PhoneVerificationState } from '@invest/ui/phone-verification';
import { useCallback, useState } from 'react';
import { destructive } from './failure-toast.js';
import { otpSchema, phoneSchema } from './phone-otp-rules.js';

/**
 * The phone and its OTP of type kyc, which signs in (product §4 and §5; product §5 and §8 messages word for word): send with the
 * countdown, verify, start again. Used by the KYC form and by /sign-in; `getPhone` reads the number where the page
 * keeps it, `onVerified` gets the session the code opened.
 */
export function usePhoneOtp(getPhone: () => string, onVerified: (session: SessionResponse) => void) {
  const { _ } = useI18n();
  const { inPageLanguage } = useApiErrors();
  const [generateOtp, { isLoading: sending }] = useGenerateOtpMutation();
  const [verifyOtp, { isLoading: verifying }] = useVerifyOtpMutation();
  const [otp, setOtp] = useState('');
  const [state, setState] = useState<PhoneVerificationState>('unsent');
  const countdown = useCountdown();
  /** The page found the user already signed in: the phone is proved. */
  const markVerified = useCallback(() => setState('verified'), []);

  async function send() {
    const phone = getPhone();
    if (!phoneSchema.safeParse(phone).success) {
      destructive(_('onboarding.message.invalidPhoneTitle'), _('onboarding.validation.phone'));
      return;
    }
    try {
      const sent = await generateOtp({ phone, type: 'kyc' }).unwrap();
      setOtp('');
      setState('sent');
      countdown.start(sent.expiresIn);
      toast({ title: _('onboarding.toast.otpSent'), description: _('onboarding.toast.otpSent.description', { last4: phone.slice(-4) }) });
    } catch (error) {
      destructive(_('onboarding.message.otpSendFailedTitle'), serverMessage(await inPageLanguage(error)) ?? _('onboarding.message.otpSendFailedFallback'));
    }
  }

  async function verify() {
    if (!otpSchema.safeParse(otp).success) {
      destructive(_('onboarding.toast.invalidOtp'), _('onboarding.validation.otp'));
      return;
    }
    try {
      const { session } = await verifyOtp({ phone: getPhone(), otp }).unwrap();
      // A kyc code always signs in; only a contact code does not.
      if (!session) throw new Error('This code does not sign in.');
      setState('verified');
      countdown.reset();
      onVerified(session);
    } catch (error) {
      destructive(_('onboarding.message.verificationFailedTitle'), serverMessage(await inPageLanguage(error)) ?? _('onboarding.message.kycFailed'));
    }
  }

  /** Back to a number not yet sent a code (the number changed, or the user starts again). */
  function reset() {
    setOtp('');
    setState('unsent');
    countdown.reset();
  }

  /** Typing another number makes a sent code void. */
  function phoneEdited() {
    if (state === 'sent') reset();
  }

  return { otp, setOtp, state, markVerified, secondsLeft: countdown.secondsLeft, sending, verifying, send, verify, reset, phoneEdited };
}

export type PhoneOtp = ReturnType<typeof usePhoneOtp>;
