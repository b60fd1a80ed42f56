import { zodResolver } from '@hookform/resolvers/zod';
import { useI18n } from '@invest/platform';
import { apiErrorSummary } from '@invest/platform/errors';
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
  const { i18n, _ } = useI18n();
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
      toast({ title: _(signUpMessages.created.title), description: _(signUpMessages.created.description) });
      void navigate('/demo/products');
    } catch (error) {
      toast({ title: _('demo.common.error'), description: await apiErrorSummary(i18n, error), variant: 'destructive' });
    }
  }

  return (
    <Card $padding="lg">
      <CardTitle as="h2">{_('demo.signUp.form.title')}</CardTitle>
      <Muted>{_('demo.signUp.form.note')}</Muted>
      <NoScriptNotice>{_('demo.signUp.form.noScript')}</NoScriptNotice>
      <Stack
        as="form"
        onSubmit={handleSubmit(submit, () =>
          toast({ title: _(signUpMessages.required.title), description: _(signUpMessages.required.description), variant: 'destructive' }),
        )}
      >
        <Pair>
          <Field
            label={_('demo.signUp.form.firstName')}
            autoComplete="given-name"
            placeholder={_('demo.signUp.form.firstNamePlaceholder')}
            {...register('firstName')}
          />
          <Field
            label={_('demo.signUp.form.lastName')}
            autoComplete="family-name"
            placeholder={_('demo.signUp.form.lastNamePlaceholder')}
            {...register('lastName')}
          />
        </Pair>
        <Field
          label={_('demo.signUp.form.email')}
          type="email"
          autoComplete="email"
          placeholder={_('demo.signUp.form.emailPlaceholder')}
          {...register('email')}
        />
        <Field label={_('demo.signUp.form.phone')} type="tel" autoComplete="tel" placeholder={_('demo.signUp.form.phonePlaceholder')} {...register('phone')} />
        <Button type="submit" size="lg" block disabled={creating.isLoading}>
          {creating.isLoading ? _('demo.signUp.form.creating') : _('demo.signUp.form.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
