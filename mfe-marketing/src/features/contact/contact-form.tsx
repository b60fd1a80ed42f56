import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_LIMITS, ContactValidationMessage, OTP_LENGTH } from '@invest/contracts';
import { Button, Card, CardTitle, ErrorText, Field, NoScriptNotice, SelectField, Stack, TextAreaField, toast } from '@invest/ui';
import { PhoneVerification } from '@invest/ui/phone-verification';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { contactFormLabels, contactInterestOptions, contactMessages, contactPage, contactPhoneVerificationTexts } from '../../content/contact.js';
import { serverMessage } from '@invest/api';
import { useSendContactMessageMutation } from './api.js';
import { contactSchema, emptyContactForm, type ContactFormInput, type ContactFormValues } from './contact-schema.js';
import { CONTACT_PHONE_LENGTH, useContactPhoneOtp } from './use-contact-phone-otp.js';

export type SubmitStatus = 'idle' | 'success' | 'error';

/** Milliseconds the success state stays before the form returns to idle (product §4). */
export const SUCCESS_RESET_MS = 5000;

/** The toast of product §5 for the first problem, in the spec's order: required fields, phone, message length. */
function validationToast(errors: FieldErrors<ContactFormInput>, verified: boolean) {
  const messages = Object.values(errors).map((error) => error?.message);
  if (messages.includes(ContactValidationMessage.Required)) return contactMessages.requiredFields;
  if (!verified) return contactMessages.phoneNotVerified;
  if (errors.message?.message === ContactValidationMessage.MessageTooShort) return contactMessages.messageTooShort;
  return { title: 'Invalid Information', description: messages.find(Boolean) ?? contactMessages.requiredFields.description };
}

export function ContactForm() {
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

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = setTimeout(() => setStatus('idle'), SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function submit(values: ContactFormValues) {
    if (!verified) {
      toast({ ...contactMessages.phoneNotVerified, variant: 'destructive' });
      return;
    }
    try {
      const answer = await sendMessage({ ...values, phoneVerified: true }).unwrap();
      toast({ title: contactMessages.sendSucceeded.title, description: answer.message || contactMessages.sendSucceeded.description });
      reset(emptyContactForm);
      phoneOtp.reset();
      setStatus('success');
    } catch (error) {
      setStatus('error');
      toast({
        title: contactMessages.sendFailed.title,
        description: serverMessage(error) ?? contactMessages.sendFailed.description,
        variant: 'destructive',
      });
    }
  }

  return (
    <Card as="section" aria-labelledby="contact-form-title">
      <CardTitle id="contact-form-title" as="h2">
        {contactPage.formTitle}
      </CardTitle>
      <NoScriptNotice />
      <Stack
        as="form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit, (invalid) => toast({ ...validationToast(invalid, verified), variant: 'destructive' }))(event)}
      >
        <NameFields>
          <Field
            label={contactFormLabels.firstName}
            autoComplete="given-name"
            maxLength={CONTACT_LIMITS.firstName}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Field
            label={contactFormLabels.lastName}
            autoComplete="family-name"
            maxLength={CONTACT_LIMITS.lastName}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </NameFields>
        <Field
          label={contactFormLabels.email}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          name="phone"
          control={control}
          render={({ field, fieldState }) => (
            <PhoneVerification
              texts={contactPhoneVerificationTexts}
              phoneLength={CONTACT_PHONE_LENGTH}
              otpLength={OTP_LENGTH}
              state={phoneOtp.state}
              phone={field.value}
              onPhoneChange={(phone) => {
                field.onChange(phone);
                if (phoneOtp.state !== 'unsent') phoneOtp.reset();
              }}
              onPhoneBlur={field.onBlur}
              phoneError={fieldState.error?.message}
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
          label={contactFormLabels.interest}
          placeholder={contactFormLabels.interestPlaceholder}
          options={contactInterestOptions}
          error={errors.interest?.message}
          {...register('interest')}
        />
        <TextAreaField
          label={contactFormLabels.message}
          rows={5}
          maxLength={CONTACT_LIMITS.messageMax}
          placeholder={contactFormLabels.messagePlaceholder}
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" size="lg" disabled={sending.isLoading}>
          {sending.isLoading ? contactFormLabels.submitting : contactFormLabels.submit}
        </Button>
        <div role="status" aria-live="polite">
          {status === 'success' ? (
            <Success>
              {contactMessages.sendSucceeded.title} {contactMessages.sendSucceeded.description}
            </Success>
          ) : null}
          {status === 'error' ? <ErrorText>{contactMessages.sendFailed.title}</ErrorText> : null}
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
