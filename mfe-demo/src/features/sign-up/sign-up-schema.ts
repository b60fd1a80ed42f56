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

export const signUpMessages = {
  required: { title: 'All fields required', description: 'Please fill in all fields to start the demo' },
  created: { title: 'Demo Account Created!', description: 'Welcome to your demo experience' },
} as const;
