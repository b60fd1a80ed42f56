import { useGetSessionQuery } from '@invest/api';
import { KycMessage, type KycStatus } from '@invest/contracts';
import { Card, CardTitle, Container, PageHeader, Spinner, Stack } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import styled from 'styled-components';
import { useGetKycStatusQuery } from '../../shared/kyc-api.js';
import { StatusBadge } from '../../shared/status-badge.js';
import { StatusPanel, statusItems } from '../../shared/status-panel.js';
import { useAuthFlagsInStep } from '../../shared/use-auth-flags-in-step.js';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Column = styled(Stack)`
  max-width: 720px;
`;

const NEXT_STEP: Record<KycStatus, { text: string; to: string; label: string }> = {
  verified: { text: 'Your KYC is verified. Next step: choose how to pay for your investment.', to: '/payment', label: 'Continue to Payment' },
  failed: { text: `Your last verification failed. ${KycMessage.KycFailed}`, to: '/kyc', label: 'Retry KYC' },
  pending: { text: 'Your verification is being processed. Please check again shortly.', to: '/kyc', label: 'Open KYC' },
  not_started: { text: 'Next step: verify your Aadhaar and PAN to start investing.', to: '/kyc', label: 'Complete KYC' },
};

/** /kyc-verification (spec: redirect target of a KYC_VERIFICATION_REQUIRED answer): the user's KYC state and next step. */
export default function KycVerificationPage() {
  const { data: session, isLoading } = useGetSessionQuery();
  const { data: status, isLoading: statusLoading } = useGetKycStatusQuery(undefined, { skip: !session });
  useAuthFlagsInStep(session);

  let body;
  if (isLoading || (session && statusLoading)) {
    body = <Spinner label="Loading your KYC status" />;
  } else if (!session) {
    body = (
      <Card as="section" aria-labelledby="kyc-signin-title">
        <CardTitle id="kyc-signin-title" as="h2">
          Sign in to see your KYC status
        </CardTitle>
        <p>{KycMessage.PhoneNotVerified}</p>
        <Actions>
          <ButtonLink to="/kyc" $variant="primary">
            Verify Phone
          </ButtonLink>
        </Actions>
      </Card>
    );
  } else {
    const kycStatus = status?.kycStatus ?? session.kycStatus;
    const next = NEXT_STEP[kycStatus];
    body = (
      <>
        <Card as="section" aria-labelledby="kyc-overall-title">
          <CardTitle id="kyc-overall-title" as="h2">
            KYC status: <StatusBadge status={kycStatus} />
          </CardTitle>
          <p>{next.text}</p>
          <Actions>
            <ButtonLink to={next.to} $variant="primary">
              {next.label}
            </ButtonLink>
            {next.to !== '/kyc' ? (
              <ButtonLink to="/kyc" $variant="outline">
                Back to KYC
              </ButtonLink>
            ) : null}
          </Actions>
        </Card>
        <StatusPanel items={statusItems(status)} />
      </>
    );
  }

  return (
    <Container>
      <PageHeader title="KYC Verification Status" lead="Where your identity verification stands, and what to do next." />
      <Column $gap="lg">{body}</Column>
    </Container>
  );
}
