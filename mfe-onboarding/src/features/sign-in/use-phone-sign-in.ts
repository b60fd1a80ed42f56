import { isApiError, useGenerateOtpMutation, useVerifyOtpMutation } from '@invest/api';
import { KycMessage, ValidationMessage, type SessionResponse } from '@invest/contracts';
import { toast } from '@invest/ui';
import { useState } from 'react';
import { syncAuthFlags } from '../kyc/auth-flags.js';
import { otpSchema, phoneSchema } from '../kyc/kyc-form.js';
import type { PhoneOtpState } from '../kyc/phone-verification.js';
import { useCountdown } from '../kyc/use-countdown.js';

const destructive = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

/** The server's own message of a failed call, when it sent one. */
function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.body?.message : undefined;
}

/**
 * Phone and OTP sign-in (the OTP of type kyc signs in; spec 5 and 8 messages word for word). Verifying invalidates
 * the store's session, so the header and every page follow; the local flags follow the server's KYC state.
 */
export function usePhoneSignIn(onSignedIn: (session: SessionResponse) => void) {
  const [generateOtp, { isLoading: sending }] = useGenerateOtpMutation();
  const [verifyOtp, { isLoading: verifying }] = useVerifyOtpMutation();
  const [phone, setPhoneValue] = useState('');
  const [otp, setOtp] = useState('');
  const [state, setState] = useState<PhoneOtpState>('unsent');
  const countdown = useCountdown();

  function setPhone(value: string) {
    setPhoneValue(value);
    if (state === 'sent') {
      setState('unsent');
      countdown.reset();
    }
  }

  async function send() {
    if (!phoneSchema.safeParse(phone).success) {
      destructive(KycMessage.InvalidPhoneTitle, ValidationMessage.Phone);
      return;
    }
    try {
      const sent = await generateOtp({ phone, type: 'kyc' }).unwrap();
      setOtp('');
      setState('sent');
      countdown.start(sent.expiresIn);
      toast({ title: 'OTP Sent', description: `A 6-digit code was sent to ******${phone.slice(-4)}.` });
    } catch (error) {
      destructive(KycMessage.OtpSendFailedTitle, serverMessage(error) ?? KycMessage.OtpSendFailedFallback);
    }
  }

  async function verify() {
    if (!otpSchema.safeParse(otp).success) {
      destructive('Invalid OTP', ValidationMessage.Otp);
      return;
    }
    try {
      const { session } = await verifyOtp({ phone, otp }).unwrap();
      if (!session) throw new Error('This code does not sign in.');
      setState('verified');
      countdown.reset();
      syncAuthFlags(session.kycStatus);
      toast({ title: 'Signed In', description: `You are signed in as ${session.phoneMasked}.` });
      onSignedIn(session);
    } catch (error) {
      destructive(KycMessage.VerificationFailedTitle, serverMessage(error) ?? KycMessage.KycFailed);
    }
  }

  function changeNumber() {
    setPhoneValue('');
    setOtp('');
    setState('unsent');
    countdown.reset();
  }

  return { phone, setPhone, otp, setOtp, state, secondsLeft: countdown.secondsLeft, sending, verifying, send, verify, changeNumber };
}
