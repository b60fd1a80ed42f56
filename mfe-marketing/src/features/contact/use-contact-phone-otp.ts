import { useGenerateOtpMutation, useVerifyOtpMutation } from '@invest/api';
import { OTP_LENGTH, OTP_TTL_SECONDS } from '@invest/contracts';
import { useI18n, type I18n } from '@invest/platform';
import { apiErrorText } from '@invest/platform/errors';
import { toast } from '@invest/ui';
import { useCountdown, type PhoneVerificationState } from '@invest/ui/phone-verification';
import { useState } from 'react';
import { contactMessages, type ContactToastMessage } from '../../content/contact.js';

/** Digits of a phone number the contact form accepts. */
export const CONTACT_PHONE_LENGTH = 10;

/** The toast of a failed call: the server's words when it sent some (in the page's language), else the fallback. */
async function failed(i18n: I18n, message: ContactToastMessage, error: unknown) {
  const description = (await apiErrorText(i18n, error, i18n._(message.description))) ?? i18n._(message.description);
  toast({ title: i18n._(message.title), description, variant: 'destructive' });
}

/** A toast's title and description (message ids) in the page's language. */
export const toastText = (_: I18n['_'], message: ContactToastMessage) => ({ title: _(message.title), description: _(message.description) });

/**
 * The contact form's phone OTP (product §4): a code of type `contact`, which proves the phone for the message and signs
 * nobody in. unsent → sent (the 300 s countdown before a resend) → verified; a changed number starts again.
 */
export function useContactPhoneOtp() {
  const { i18n, _ } = useI18n();
  const [generateOtp, generation] = useGenerateOtpMutation();
  const [verifyOtp, verification] = useVerifyOtpMutation();
  const [state, setState] = useState<PhoneVerificationState>('unsent');
  const [otp, setOtp] = useState('');
  const countdown = useCountdown();

  async function send(phone: string) {
    if (phone.length < CONTACT_PHONE_LENGTH) {
      toast({ ...toastText(_, contactMessages.invalidPhone), variant: 'destructive' });
      return;
    }
    try {
      await generateOtp({ phone, type: 'contact' }).unwrap();
      setOtp('');
      countdown.start(OTP_TTL_SECONDS);
      setState('sent');
      toast(toastText(_, contactMessages.otpSent));
    } catch (error) {
      await failed(i18n, contactMessages.otpSendFailed, error);
    }
  }

  async function verify(phone: string) {
    if (otp.length !== OTP_LENGTH) {
      toast({ ...toastText(_, contactMessages.incompleteOtp), variant: 'destructive' });
      return;
    }
    try {
      await verifyOtp({ phone, otp, type: 'contact' }).unwrap();
      countdown.reset();
      setState('verified');
      toast(toastText(_, contactMessages.phoneVerified));
    } catch (error) {
      await failed(i18n, contactMessages.otpVerifyFailed, error);
    }
  }

  /** Back to a number not yet sent a code: it was edited, or the message went. */
  function reset() {
    countdown.reset();
    setState('unsent');
  }

  return {
    state,
    otp,
    setOtp,
    secondsLeft: countdown.secondsLeft,
    sending: generation.isLoading,
    verifying: verification.isLoading,
    send,
    verify,
    reset,
  };
}
