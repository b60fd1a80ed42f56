import { CONTACT_INTERESTS, CONTACT_LIMITS, ContactValidationMessage } from '@invest/contracts';
import { z } from 'zod';

const required = (max: number) => z.string().trim().min(1, ContactValidationMessage.Required).max(max, `At most ${max} characters.`);

/**
 * The contact form (product §5): every field required ('Please fill in all required fields.'), a message of at least
 * 10 characters. Phone verification is a separate state of the form, checked before submit (and by the server).
 */
export const contactSchema = z.object({
  firstName: required(CONTACT_LIMITS.firstName),
  lastName: required(CONTACT_LIMITS.lastName),
  email: required(CONTACT_LIMITS.email).pipe(z.email(ContactValidationMessage.Email)),
  phone: z.string().trim().min(1, ContactValidationMessage.Required),
  interest: z.union([z.enum(CONTACT_INTERESTS), z.literal('')]).refine((value) => value !== '', ContactValidationMessage.Required),
  message: z
    .string()
    .trim()
    .min(1, ContactValidationMessage.Required)
    .min(CONTACT_LIMITS.messageMin, ContactValidationMessage.MessageTooShort)
    .max(CONTACT_LIMITS.messageMax, `At most ${CONTACT_LIMITS.messageMax} characters.`),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;

export const emptyContactForm: ContactFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  interest: '',
  message: '',
};
