import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_LIMITS, ContactValidationMessage, OTP_LENGTH } from '@invest/contracts';
import { useI18n, type I18n } from '@invest/platform';
import { apiErrorText } from '@invest/platform/errors';
import { Button, Card, CardTitle, ErrorText, Field, NoScriptNotice, SelectField, Stack, TextAreaField, toast } from '@invest/ui';
import { PhoneVerification, type PhoneVerificationTexts } from '@invest/ui/phone-verification';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import {
  CONTACT_INVALID_INFORMATION,
  CONTACT_OTP_PLACEHOLDER,
  CONTACT_TOO_LONG,
  contactFormLabels,
  contactInterestOptions,
  contactMessages,
  contactPage,
  contactPhoneVerificationIds,
  contactValidationIds,
} from '../../content/contact.js';
import { useSendContactMessageMutation } from './api.js';
import { contactSchema, emptyContactForm, type ContactFormInput, type ContactFormValues } from './contact-schema.js';
import { CONTACT_PHONE_LENGTH, toastText, useContactPhoneOtp } from './use-contact-phone-otp.js';

export type SubmitStatus = 'idle' | 'success' | 'error';

/** Milliseconds the success state stays before the form returns to idle (product §4). */
export const SUCCESS_RESET_MS = 5000;

/** A field error of the schema (English, shared with the API) in the page's language; unknown texts stay as they are. */
export function fieldErrorText(_: I18n['_'], message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const id = contactValidationIds[message];
  if (id) return _(id);
  const tooLong = /^At most (\d+) characters\.$/.exec(message);
  return tooLong ? _(CONTACT_TOO_LONG, { max: tooLong[1] }) : message;
}

/** The toast of product §5 for the first problem, in the spec's order: required fields, phone, message length. */
function validationToast(_: I18n['_'], errors: FieldErrors<ContactFormInput>, verified: boolean) {
  const messages = Object.values(errors).map((error) => error?.message);
  if (messages.includes(ContactValidationMessage.Required)) return toastText(_, contactMessages.requiredFields);
  if (!verified) return toastText(_, contactMessages.phoneNotVerified);
  if (errors.message?.message === ContactValidationMessage.MessageTooShort) return toastText(_, contactMessages.messageTooShort);
  return { title: _(CONTACT_INVALID_INFORMATION), description: fieldErrorText(_, messages.find(Boolean)) ?? _(contactMessages.requiredFields.description) };
}

export function ContactForm() {
  const { i18n, _ } = useI18n();
  const phoneOtp = useContactPhoneOtp();
  const verified = phoneOtp.state === 'verified';
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [sendMessage, sending] = useSendContactMessageMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContactForm,
  });

  const phoneTexts = useMemo<PhoneVerificationTexts>(() => {
    const ids = contactPhoneVerificationIds;
    return {
      phoneLabel: _(ids.phoneLabel),
      sendOtp: _(ids.sendOtp),
      resendOtp: _(ids.resendOtp),
      otpLabel: _(ids.otpLabel),
      otpPlaceholder: CONTACT_OTP_PLACEHOLDER,
      verifyOtp: _(ids.verifyOtp),
      verifying: _(ids.verifying),
      countdown: (timeLeft) => _(ids.countdown, { timeLeft }),
      expired: _(ids.expired),
      verified: _(ids.verified),
    };
  }, [_]);
  const interestOptions = useMemo(() => contactInterestOptions.map((option) => ({ value: option.value, label: _(option.label) })), [_]);
  const error = (message: string | undefined) => fieldErrorText(_, message);

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = setTimeout(() => setStatus('idle'), SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function submit(values: ContactFormValues) {
    if (!verified) {
      toast({ ...toastText(_, contactMessages.phoneNotVerified), variant: 'destructive' });
      return;
    }
    try {
      const answer = await sendMessage({ ...values, phoneVerified: true }).unwrap();
      // The server's thanks are English: another language says its own.
      const thanks = i18n.locale === 'en' ? answer.message : '';
      toast({ title: _(contactMessages.sendSucceeded.title), description: thanks || _(contactMessages.sendSucceeded.description) });
      reset(emptyContactForm);
      phoneOtp.reset();
      setStatus('success');
    } catch (error) {
      setStatus('error');
      const fallback = _(contactMessages.sendFailed.description);
      toast({ title: _(contactMessages.sendFailed.title), description: (await apiErrorText(i18n, error, fallback)) ?? fallback, variant: 'destructive' });
    }
  }

  return (
    <Card as="section" aria-labelledby="contact-form-title">
      <CardTitle id="contact-form-title" as="h2">
        {_(contactPage.formTitle)}
      </CardTitle>
      <NoScriptNotice />
      <Stack
        as="form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit, (invalid) => toast({ ...validationToast(_, invalid, verified), variant: 'destructive' }))(event)}
      >
        <NameFields>
          <Field
            label={_(contactFormLabels.firstName)}
            autoComplete="given-name"
            maxLength={CONTACT_LIMITS.firstName}
            error={error(errors.firstName?.message)}
            {...register('firstName')}
          />
          <Field
            label={_(contactFormLabels.lastName)}
            autoComplete="family-name"
            maxLength={CONTACT_LIMITS.lastName}
            error={error(errors.lastName?.message)}
            {...register('lastName')}
          />
        </NameFields>
        <Field
          label={_(contactFormLabels.email)}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          error={error(errors.email?.message)}
          {...register('email')}
        />
        <Controller
          name="phone"
          control={control}
          render={({ field, fieldState }) => (
            <PhoneVerification
              texts={phoneTexts}
              phoneLength={CONTACT_PHONE_LENGTH}
              otpLength={OTP_LENGTH}
              state={phoneOtp.state}
              phone={field.value}
              onPhoneChange={(phone) => {
                field.onChange(phone);
                if (phoneOtp.state !== 'unsent') phoneOtp.reset();
              }}
              onPhoneBlur={field.onBlur}
              phoneError={error(fieldState.error?.message)}
              phoneRef={field.ref}
              otp={phoneOtp.otp}
              onOtpChange={phoneOtp.setOtp}
              secondsLeft={phoneOtp.secondsLeft}
              sending={phoneOtp.sending}
              verifying={phoneOtp.verifying}
              onSend={() => void phoneOtp.send(getValues('phone'))}
              onVerify={() => void phoneOtp.verify(getValues('phone'))}
            />
          )}
        />
        <SelectField
          label={_(contactFormLabels.interest)}
          placeholder={_(contactFormLabels.interestPlaceholder)}
          options={interestOptions}
          error={error(errors.interest?.message)}
          {...register('interest')}
        />
        <TextAreaField
          label={_(contactFormLabels.message)}
          rows={5}
          maxLength={CONTACT_LIMITS.messageMax}
          placeholder={_(contactFormLabels.messagePlaceholder)}
          error={error(errors.message?.message)}
          {...register('message')}
        />
        <Button type="submit" size="lg" disabled={sending.isLoading}>
          {_(sending.isLoading ? contactFormLabels.submitting : contactFormLabels.submit)}
        </Button>
        <div role="status" aria-live="polite">
          {status === 'success' ? (
            <Success>
              {_(contactMessages.sendSucceeded.title)} {_(contactMessages.sendSucceeded.description)}
            </Success>
          ) : null}
          {status === 'error' ? <ErrorText>{_(contactMessages.sendFailed.title)}</ErrorText> : null}
        </div>
      </Stack>
    </Card>
  );
}

const NameFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

const Success = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.tones.green.foreground};
  background: ${({ theme }) => theme.tones.green.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;
