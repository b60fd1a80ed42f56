import { useGetSessionQuery } from '@invest/api';
import { safeNextPath, useI18n } from '@invest/platform';
import { Card, CardTitle, Container, NoScriptNotice, PageHeader, Spinner } from '@invest/ui';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FeeNotice } from '../../shared/fee-notice.js';
import { PhoneOtpField } from '../../shared/phone-otp-field.js';
import { usePhoneSignIn } from './use-phone-sign-in.js';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /sign-in?next=/dashboard: a returning investor signs in with the phone and an OTP, without KYC, and goes back to
 * `next` (a path on this site only; anything else goes to the dashboard). Already signed in: straight on to `next`.
 */
export default function SignInPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { _ } = useI18n();
  const { data: session, isLoading } = useGetSessionQuery();
  const signIn = usePhoneSignIn(() => void navigate(next, { replace: true }));

  if (session && signIn.state !== 'verified') return <Navigate to={next} replace />;
  if (isLoading) {
    return (
      <Container>
        {/* What the server renders (it never knows the visitor's session): say why nothing follows without scripts. */}
        <NoScriptNotice>{_('onboarding.common.noScript')}</NoScriptNotice>
        <Spinner size={32} label={_('onboarding.signIn.checking')} />
      </Container>
    );
  }
  return (
    <Container>
      <PageHeader title={_('onboarding.signIn.title')} lead={_('onboarding.signIn.lead')} />
      <FeeNotice />
      <Panel as="section" aria-labelledby="sign-in-title">
        <CardTitle id="sign-in-title" as="h2">
          {_('onboarding.signIn.phoneTitle')}
        </CardTitle>
        <NoScriptNotice>{_('onboarding.common.noScript')}</NoScriptNotice>
        <PhoneOtpField
          phoneOtp={signIn}
          phone={signIn.phone}
          onPhoneChange={signIn.setPhone}
          disabled={signIn.state === 'verified'}
          onChangeNumber={signIn.changeNumber}
        />
        <Note>
          {_('onboarding.signIn.note.before')} <Link to="/kyc">{_('onboarding.signIn.note.link')}</Link>
          {_('onboarding.signIn.note.after')}
        </Note>
      </Panel>
    </Container>
  );
}
