import { useGetSessionQuery } from '@invest/api';
import type { KycStatus } from '@invest/contracts';
import { useI18n } from '@invest/platform';
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

/** The next step of each KYC state: its words and its button's (message ids), and where the button goes. */
const NEXT_STEP: Record<KycStatus, { text: string; to: string; label: string }> = {
  verified: { text: 'onboarding.kycVerification.next.verified', to: '/payment', label: 'onboarding.kycVerification.next.verified.action' },
  failed: { text: 'onboarding.kycVerification.next.failed', to: '/kyc', label: 'onboarding.kycVerification.next.failed.action' },
  pending: { text: 'onboarding.kycVerification.next.pending', to: '/kyc', label: 'onboarding.kycVerification.next.pending.action' },
  not_started: { text: 'onboarding.kycVerification.next.notStarted', to: '/kyc', label: 'onboarding.kycVerification.next.notStarted.action' },
};

/** /kyc-verification (spec: redirect target of a KYC_VERIFICATION_REQUIRED answer): the user's KYC state and next step. */
export default function KycVerificationPage() {
  const { _ } = useI18n();
  const { data: session, isLoading } = useGetSessionQuery();
  const { data: status, isLoading: statusLoading } = useGetKycStatusQuery(undefined, { skip: !session });
  useAuthFlagsInStep(session);

  let body;
  if (isLoading || (session && statusLoading)) {
    body = <Spinner label={_('onboarding.kyc.loading')} />;
  } else if (!session) {
    body = (
      <Card as="section" aria-labelledby="kyc-signin-title">
        <CardTitle id="kyc-signin-title" as="h2">
          {_('onboarding.kycVerification.signInTitle')}
        </CardTitle>
        <p>{_('onboarding.message.phoneNotVerified')}</p>
        <Actions>
          <ButtonLink to="/kyc" $variant="primary">
            {_('onboarding.kycVerification.verifyPhone')}
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
            {_('onboarding.kycVerification.status')} <StatusBadge status={kycStatus} />
          </CardTitle>
          <p>{_(next.text)}</p>
          <Actions>
            <ButtonLink to={next.to} $variant="primary">
              {_(next.label)}
            </ButtonLink>
            {next.to !== '/kyc' ? (
              <ButtonLink to="/kyc" $variant="outline">
                {_('onboarding.kycVerification.backToKyc')}
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
      <PageHeader title={_('onboarding.kycVerification.title')} lead={_('onboarding.kycVerification.lead')} />
      <Column $gap="lg">{body}</Column>
    </Container>
  );
}
