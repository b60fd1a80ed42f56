import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_LIMITS, ContactValidationMessage } from '@invest/contracts';
import { Button, Card, CardTitle, Field, NoScriptNotice, toast } from '@invest/ui';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { contactFormLabels, contactInterestOptions, contactMessages, contactPage } from '../../content/index.js';
import { useSendContactMessageMutation } from './api.js';
import { contactSchema, emptyContactForm, type ContactFormInput, type ContactFormValues } from './contact-schema.js';
import { PhoneVerification, type OtpStatus } from './phone-verification.js';
import { serverMessage } from './server-message.js';

export type SubmitStatus = 'idle' | 'success' | 'error';

/** Milliseconds the success state stays before the form returns to idle (spec 4). */
export const SUCCESS_RESET_MS = 5000;

/** The toast of spec 5 for the first problem, in the spec's order: required fields, phone, message length. */
function validationToast(errors: FieldErrors<ContactFormInput>, verified: boolean) {
  const messages = Object.values(errors).map((error) => error?.message);
  if (messages.includes(ContactValidationMessage.Required)) return contactMessages.requiredFields;
  if (!verified) return contactMessages.phoneNotVerified;
  if (errors.message?.message === ContactValidationMessage.MessageTooShort) return contactMessages.messageTooShort;
  return { title: 'Invalid Information', description: messages.find(Boolean) ?? contactMessages.requiredFields.description };
}

export function ContactForm() {
  const [otpStatus, setOtpStatus] = useState<OtpStatus>('unsent');
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [sendMessage, sending] = useSendContactMessageMutation();
  const ids = { interest: useId(), message: useId() };
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContactForm,
  });
  const phone = watch('phone');

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = setTimeout(() => setStatus('idle'), SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function submit(values: ContactFormValues) {
    if (otpStatus !== 'verified') {
      toast({ ...contactMessages.phoneNotVerified, variant: 'destructive' });
      return;
    }
    try {
      const answer = await sendMessage({ ...values, phoneVerified: true }).unwrap();
      toast({ title: contactMessages.sendSucceeded.title, description: answer.message || contactMessages.sendSucceeded.description });
      reset(emptyContactForm);
      setOtpStatus('unsent');
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

  const phoneField = register('phone');
  return (
    <Card as="section" aria-labelledby="contact-form-title">
      <CardTitle id="contact-form-title">{contactPage.formTitle}</CardTitle>
      <NoScriptNotice />
      <Form
        noValidate
        onSubmit={(event) =>
          void handleSubmit(submit, (invalid) => toast({ ...validationToast(invalid, otpStatus === 'verified'), variant: 'destructive' }))(event)
        }
      >
        <Row>
          <Field label={contactFormLabels.firstName} autoComplete="given-name" maxLength={CONTACT_LIMITS.firstName} error={errors.firstName?.message} {...register('firstName')} />
          <Field label={contactFormLabels.lastName} autoComplete="family-name" maxLength={CONTACT_LIMITS.lastName} error={errors.lastName?.message} {...register('lastName')} />
        </Row>
        <Field label={contactFormLabels.email} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} error={errors.email?.message} {...register('email')} />
        <PhoneVerification
          phone={phone}
          status={otpStatus}
          onStatusChange={setOtpStatus}
          phoneField={
            <Field
              label={contactFormLabels.phone}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              error={errors.phone?.message}
              {...phoneField}
              onChange={(event) => {
                const digits = event.target.value.replace(/\D/g, '').slice(0, 10);
                setValue('phone', digits, { shouldValidate: Boolean(errors.phone) });
                if (otpStatus !== 'unsent') setOtpStatus('unsent');
              }}
            />
          }
        />
        <Label htmlFor={ids.interest}>
          {contactFormLabels.interest}
          <Select id={ids.interest} aria-invalid={errors.interest ? true : undefined} {...register('interest')}>
            <option value="">{contactFormLabels.interestPlaceholder}</option>
            {contactInterestOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
          {errors.interest?.message ? <ErrorText role="alert">{errors.interest.message}</ErrorText> : null}
        </Label>
        <Label htmlFor={ids.message}>
          {contactFormLabels.message}
          <TextArea
            id={ids.message}
            rows={5}
            maxLength={CONTACT_LIMITS.messageMax}
            placeholder={contactFormLabels.messagePlaceholder}
            aria-invalid={errors.message ? true : undefined}
            {...register('message')}
          />
          {errors.message?.message ? <ErrorText role="alert">{errors.message.message}</ErrorText> : null}
        </Label>
        <Button type="submit" size="lg" disabled={sending.isLoading}>
          {sending.isLoading ? contactFormLabels.submitting : contactFormLabels.submit}
        </Button>
        <div role="status" aria-live="polite">
          {status === 'success' ? <Success>{contactMessages.sendSucceeded.title} {contactMessages.sendSucceeded.description}</Success> : null}
          {status === 'error' ? <ErrorText>{contactMessages.sendFailed.title}</ErrorText> : null}
        </div>
      </Form>
    </Card>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

const Label = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const controlStyles = `
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  font-weight: 400;
`;

const Select = styled.select`
  ${controlStyles}
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
`;

const Success = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.tones.green.foreground};
  background: ${({ theme }) => theme.tones.green.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;
