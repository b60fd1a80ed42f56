import { z } from 'zod';

/** Product §5: all four fields non-empty after trimming; values are trimmed before sending. */
export const signUpSchema = z.object({
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  email: z.string().trim().min(1),
  phone: z.string().trim().min(1),
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

export const emptySignUp: SignUpInput = { firstName: '', lastName: '', email: '', phone: '' };

/** The sign-up's toasts: message ids of their title and description. */
export const signUpMessages = {
  required: { title: 'demo.signUp.required.title', description: 'demo.signUp.required.description' },
  created: { title: 'demo.signUp.created.title', description: 'demo.signUp.created.description' },
} as const;
