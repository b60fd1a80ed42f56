import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@invest/api';
import { Button, Card, CardTitle, Field, Muted, NoScriptNotice, Stack, toast } from '@invest/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCreateDemoAccountMutation } from '../../shared/demo-api.js';
import { startDemoSession } from '../../shared/demo-session.js';
import { emptySignUp, signUpMessages, signUpSchema, type SignUpInput, type SignUpValues } from './sign-up-schema.js';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

/** Product §2 /demo sign-up: first name, last name, email, phone; success starts the demo session. */
export function SignUpForm() {
  const navigate = useNavigate();
  const [createAccount, creating] = useCreateDemoAccountMutation();
  const { register, handleSubmit } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: emptySignUp,
  });

  async function submit(values: SignUpValues) {
    try {
      const account = await createAccount(values).unwrap();
      startDemoSession(account.userId);
      toast(signUpMessages.created);
      void navigate('/demo/products');
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Card $padding="lg">
      <CardTitle as="h2">Create Your Demo Account</CardTitle>
      <Muted>No real money, no real documents. Demo accounts expire after 24 hours.</Muted>
      <NoScriptNotice />
      <Stack as="form" onSubmit={handleSubmit(submit, () => toast({ ...signUpMessages.required, variant: 'destructive' }))}>
        <Pair>
          <Field label="First Name" autoComplete="given-name" placeholder="Enter your first name" {...register('firstName')} />
          <Field label="Last Name" autoComplete="family-name" placeholder="Enter your last name" {...register('lastName')} />
        </Pair>
        <Field label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
        <Field label="Phone" type="tel" autoComplete="tel" placeholder="10-digit mobile number" {...register('phone')} />
        <Button type="submit" size="lg" block disabled={creating.isLoading}>
          {creating.isLoading ? 'Creating Demo Account...' : 'Start Demo Journey'}
        </Button>
      </Stack>
    </Card>
  );
}
