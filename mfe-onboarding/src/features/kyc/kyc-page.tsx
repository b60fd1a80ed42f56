import { useGetSessionQuery } from '@invest/api';
import { Container, PageHeader, Spinner } from '@invest/ui';
import styled from 'styled-components';
import { useGetKycStatusQuery } from './api.js';
import { IdentityForm } from './identity-form.js';
import { StatusPanel, statusItems } from './status-panel.js';
import { StepIndicator } from './step-indicator.js';
import { useAuthFlagsInStep } from './use-auth-flags-in-step.js';
import { useKycPageView } from './use-kyc-page-view.js';
import { VerifiedKycView } from './verified-kyc-view.js';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

/**
 * /kyc: step indicator, then either the identity form (Aadhaar, PAN, phone with OTP) with the user's real status, or,
 * for an investor already verified, their verified status (verified-kyc-view.tsx).
 */
export default function KycPage() {
  const { data: session, isLoading } = useGetSessionQuery();
  const { data: status, isLoading: statusLoading } = useGetKycStatusQuery(undefined, { skip: !session });
  useAuthFlagsInStep(session);
  const view = useKycPageView(session, isLoading);

  if (view === 'loading') {
    return (
      <Container>
        <Centered>
          <Spinner size={32} label="Loading your KYC status" />
        </Centered>
      </Container>
    );
  }
  return (
    <Container>
      <PageHeader
        title="KYC Verification"
        lead={
          view === 'verified'
            ? 'Your identity is verified: here is what is on file, and the way on to your investment.'
            : 'Verify your identity with Aadhaar, PAN and a one-time password sent to your phone.'
        }
      />
      <StepIndicator />
      {view === 'verified' && session ? (
        <VerifiedKycView session={session} status={status} loading={statusLoading} />
      ) : (
        <Columns>
          <IdentityForm />
          <StatusPanel items={statusItems(session ? status : null)} />
        </Columns>
      )}
    </Container>
  );
}
