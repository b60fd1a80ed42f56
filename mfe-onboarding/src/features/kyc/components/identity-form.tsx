import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, serverMessage, useGetSessionQuery } from '@invest/api';
import { AADHAAR_CONSENT_VERSION, KYC_AADHAAR_INPUT_MAX_LENGTH, KYC_PAN_MAX_LENGTH } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { useApiErrors } from '@invest/platform/errors';
import { Button, Card, CardTitle, toast } from '@invest/ui';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { destructive } from '../../../shared/failure-toast.js';
import { useConfirmAadhaarOtpMutation, useGetKycStatusQuery, useResendAadhaarOtpMutation, useVerifyKycMutation } from '../../../shared/kyc-api.js';
import { PhoneOtpField } from '../../../shared/phone-otp-field.js';
import { otpSchema } from '../../../shared/phone-otp-rules.js';
import { usePhoneOtp } from '../../../shared/use-phone-otp.js';
import { type KycErrorField, type KycFieldErrors, kycFieldErrors, NO_KYC_ERRORS } from '../model/kyc-field-errors.js';
import { formatAadhaarInput, formatPanInput, kycFormSchema, type KycFormValues } from '../model/kyc-form.js';
import { AadhaarConsent } from './aadhaar-consent.js';
import { AadhaarOtpStep } from './aadhaar-otp-step.js';
import { FormAlert } from './form-alert.js';
import { FormattedField } from './formatted-field.js';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The ids of the fields a refusal can name, in the order of the form. */
const FIELD_IDS: Record<KycErrorField, string> = { aadhaar: 'kyc-aadhaar', pan: 'kyc-pan', otp: 'kyc-aadhaar-otp' };
const ERROR_FIELDS: readonly KycErrorField[] = ['aadhaar', 'pan', 'otp'];

/** Toast of a verified identity (message ids): the page goes on to the next step, Bank Details (the redirect waits for all steps). */
export const KYC_VERIFIED_TOAST = { title: 'onboarding.toast.kycVerified', description: 'onboarding.toast.kycVerified.description' } as const;

/**
 * Aadhaar, PAN and phone with OTP (product §2, §4, §5, §8). Verifying the phone OTP signs the user in; submitting the
 * details has the KYC provider text an OTP to the Aadhaar-linked mobile, which the holder then confirms here. Once
 * verified, the page shows the next steps (bank account, nominee); the redirect to /payment follows them. The
 * Aadhaar consent (its text and an unticked box) comes before the submission: the button waits for the tick.
 */
export function IdentityForm() {
  const { _ } = useI18n();
  const { inPageLanguage } = useApiErrors();
  const { data: session } = useGetSessionQuery();
  const [verifyKyc, { isLoading: submitting }] = useVerifyKycMutation();
  const [confirmAadhaarOtp, { isLoading: confirming }] = useConfirmAadhaarOtpMutation();
  const [resendAadhaarOtp, { isLoading: resending }] = useResendAadhaarOtpMutation();
  const { data: kycStatus } = useGetKycStatusQuery(undefined, { skip: !session });
  const pendingOtp = kycStatus?.aadhaarOtp ?? null;
  const { control, handleSubmit, getValues, setValue } = useForm<KycFormValues>({
    resolver: zodResolver(kycFormSchema),
    defaultValues: { aadhaar: '', pan: '', phone: '' },
  });
  const [userId, setUserId] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  /** The provider texted an OTP to the Aadhaar-linked mobile: the details wait for it. */
  const [aadhaarOtpSent, setAadhaarOtpSent] = useState(false);
  const [aadhaarOtp, setAadhaarOtp] = useState('');
  /** The holder ticked the Aadhaar consent (sent with its version; the server refuses the OTP without it). */
  const [consented, setConsented] = useState(false);
  /** What the last refusal said, under each field it named (cleared by a new attempt or by editing that field). */
  const [errors, setErrors] = useState<KycFieldErrors>(NO_KYC_ERRORS);
  /** The holder left the pending attempt ("Change Details"): the server's pending OTP no longer brings the step back. */
  const [leftPending, setLeftPending] = useState(false);
  const adopted = useRef<string | null>(null);
  const phoneOtp = usePhoneOtp(
    () => getValues('phone'),
    (signedIn) => {
      adopted.current = signedIn.userId;
      setUserId(signedIn.userId);
      toast({ title: _('onboarding.toast.phoneVerified'), description: _('onboarding.toast.phoneVerified.description') });
    },
  );
  const phoneState = phoneOtp.state;
  const { markVerified } = phoneOtp;

  // A visitor who is already signed in has proved the phone: show it verified (masked).
  useEffect(() => {
    if (!session || adopted.current === session.userId || phoneState !== 'unsent' || getValues('phone')) return;
    adopted.current = session.userId;
    setUserId(session.userId);
    setValue('phone', session.phoneMasked);
    markVerified();
  }, [session, phoneState, getValues, setValue, markVerified]);

  // The page was reloaded while an attempt waits for its Aadhaar OTP: the server knows it, so the step comes back.
  useEffect(() => {
    if (!pendingOtp || aadhaarOtpSent || leftPending || done) return;
    if (!getValues('aadhaar')) setValue('aadhaar', pendingOtp.aadhaarMasked);
    setAadhaarOtpSent(true);
  }, [pendingOtp, aadhaarOtpSent, leftPending, done, getValues, setValue]);

  // A refusal naming a field brings that field to the middle of the screen (on a phone the toast is at the top).
  useEffect(() => {
    const first = ERROR_FIELDS.find((field) => errors.fields[field]);
    const element = first ? document.getElementById(FIELD_IDS[first]) : null;
    // jsdom (the page tests) has no scrolling.
    if (element && 'scrollIntoView' in element) element.scrollIntoView({ block: 'center' });
  }, [errors]);

  function clearError(field: KycErrorField) {
    setErrors((current) => (current.fields[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current));
  }

  function changeNumber() {
    setValue('phone', '');
    phoneOtp.reset();
    changeDetails();
  }

  function changeDetails() {
    setAadhaarOtpSent(false);
    setAadhaarOtp('');
    setLeftPending(true);
    // The masked number a reload restored is not one to submit again.
    if (getValues('aadhaar').includes('X')) setValue('aadhaar', '');
  }

  function verified() {
    changeDetails();
    setDone(true);
    toast({ title: _(KYC_VERIFIED_TOAST.title), description: _(KYC_VERIFIED_TOAST.description) });
  }

  /** A refusal: the session ended (verify the phone again), a wrong Aadhaar OTP (the server says so), or the spec's failure. */
  function failed(error: unknown, wrongOtpMessage?: string) {
    if (isApiError(error) && error.status === 401) changeNumber();
    else if (!wrongOtpMessage) changeDetails();
    setErrors(kycFieldErrors(error, _('onboarding.message.kycFailed')));
    destructive(_('onboarding.message.verificationFailedTitle'), wrongOtpMessage ?? _('onboarding.message.kycFailed'));
  }

  async function confirmAadhaar() {
    if (!userId) return;
    if (!otpSchema.safeParse(aadhaarOtp).success) {
      destructive(_('onboarding.toast.invalidOtp'), _('onboarding.validation.otp'));
      return;
    }
    setErrors(NO_KYC_ERRORS);
    try {
      await confirmAadhaarOtp({ otp: aadhaarOtp, userId }).unwrap();
      verified();
    } catch (error) {
      const shown = await inPageLanguage(error);
      const wrongOtp = isApiError(shown) && shown.status === 400 ? serverMessage(shown) : undefined;
      failed(shown, wrongOtp);
    }
  }

  async function resendAadhaar() {
    if (!userId) return;
    setErrors(NO_KYC_ERRORS);
    try {
      await resendAadhaarOtp({ userId }).unwrap();
      setAadhaarOtp('');
      toast({ title: _('onboarding.toast.otpSent'), description: _('onboarding.message.aadhaarOtpPrompt') });
    } catch (error) {
      const shown = await inPageLanguage(error);
      setErrors(kycFieldErrors(shown, _('onboarding.message.kycFailed')));
      destructive(_('onboarding.message.otpSendFailedTitle'), serverMessage(shown) ?? _('onboarding.message.otpSendFailedFallback'));
    }
  }

  async function submit(values: KycFormValues) {
    // Enter in the Aadhaar OTP field submits the form: it confirms the OTP, it does not ask for another.
    if (aadhaarOtpSent) {
      await confirmAadhaar();
      return;
    }
    if (!consented) return;
    if (phoneState !== 'verified' || !userId) {
      destructive(_('onboarding.toast.phoneVerificationRequired'), _('onboarding.message.phoneNotVerified'));
      return;
    }
    setErrors(NO_KYC_ERRORS);
    try {
      const answer = await verifyKyc({ aadhaar: values.aadhaar, pan: values.pan, userId, consentVersion: AADHAAR_CONSENT_VERSION }).unwrap();
      if ('otpSent' in answer) {
        setLeftPending(false);
        setAadhaarOtp('');
        setAadhaarOtpSent(true);
        toast({ title: _('onboarding.toast.otpSent'), description: _('onboarding.message.aadhaarOtpPrompt') });
      } else {
        verified();
      }
    } catch (error) {
      failed(await inPageLanguage(error));
    }
  }

  return (
    <Card as="section" aria-labelledby="kyc-identity-title">
      <CardTitle id="kyc-identity-title" as="h2">
        {_('onboarding.identity.title')}
      </CardTitle>
      <Form noValidate onSubmit={handleSubmit(submit, () => destructive(_('onboarding.toast.missingInformation'), _('onboarding.message.missingFields')))}>
        <FormattedField
          name="aadhaar"
          id={FIELD_IDS.aadhaar}
          control={control}
          format={formatAadhaarInput}
          label={_('onboarding.identity.aadhaar')}
          inputMode="numeric"
          placeholder="XXXX XXXX XXXX"
          maxLength={KYC_AADHAAR_INPUT_MAX_LENGTH}
          disabled={done}
          readOnly={aadhaarOtpSent}
          error={errors.fields.aadhaar}
          onEdit={() => clearError('aadhaar')}
        />
        <FormattedField
          name="pan"
          id={FIELD_IDS.pan}
          control={control}
          format={formatPanInput}
          label={_('onboarding.identity.pan')}
          autoCapitalize="characters"
          placeholder="ABCDE1234F"
          maxLength={KYC_PAN_MAX_LENGTH}
          disabled={done}
          readOnly={aadhaarOtpSent}
          error={errors.fields.pan}
          onEdit={() => clearError('pan')}
        />
        <Controller
          name="phone"
          control={control}
          render={({ field }) => (
            <PhoneOtpField
              phoneOtp={phoneOtp}
              phone={field.value}
              onPhoneChange={(phone) => {
                field.onChange(phone);
                phoneOtp.phoneEdited();
              }}
              onPhoneBlur={field.onBlur}
              disabled={done}
              onChangeNumber={changeNumber}
            />
          )}
        />
        <AadhaarConsent checked={consented} onChange={setConsented} disabled={done || aadhaarOtpSent} />
        {aadhaarOtpSent ? (
          <AadhaarOtpStep
            otp={aadhaarOtp}
            onOtpChange={(otp) => {
              setAadhaarOtp(otp);
              clearError('otp');
            }}
            id={FIELD_IDS.otp}
            pending={pendingOtp}
            error={errors.fields.otp}
            verifying={confirming}
            resending={resending}
            disabled={done}
            onVerify={() => void confirmAadhaar()}
            onResend={() => void resendAadhaar()}
            onChangeDetails={changeDetails}
          />
        ) : (
          <Button type="submit" size="lg" block disabled={submitting || done || !consented}>
            {submitting ? _('onboarding.common.verifying') : done ? _('onboarding.identity.done') : _('onboarding.identity.submit')}
          </Button>
        )}
        {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      </Form>
    </Card>
  );
}
