import { useGetSessionQuery } from '@invest/api';
import { BRAND, safeNextPath } from '@invest/platform';
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
  const { data: session, isLoading } = useGetSessionQuery();
  const signIn = usePhoneSignIn(() => void navigate(next, { replace: true }));

  if (session && signIn.state !== 'verified') return <Navigate to={next} replace />;
  if (isLoading) {
    return (
      <Container>
        {/* What the server renders (it never knows the visitor's session): say why nothing follows without scripts. */}
        <NoScriptNotice />
        <Spinner size={32} label="Checking whether you are signed in" />
      </Container>
    );
  }
  return (
    <Container>
      <PageHeader title="Sign In" lead="Welcome back. Sign in with your mobile number and the one-time password we text to it." />
      <FeeNotice />
      <Panel as="section" aria-labelledby="sign-in-title">
        <CardTitle id="sign-in-title" as="h2">
          Your mobile number
        </CardTitle>
        <NoScriptNotice />
        <PhoneOtpField
          phoneOtp={signIn}
          phone={signIn.phone}
          onPhoneChange={signIn.setPhone}
          disabled={signIn.state === 'verified'}
          onChangeNumber={signIn.changeNumber}
        />
        <Note>
          Signing in does not need KYC. New to {BRAND.name}? <Link to="/kyc">Start KYC</Link> before your first investment.
        </Note>
      </Panel>
    </Container>
  );
}
