import { useGetSessionQuery } from '@invest/api';
import { Container, PageHeader } from '@invest/ui';
import styled from 'styled-components';
import { useGetKycStatusQuery } from './api.js';
import { IdentityForm } from './identity-form.js';
import { StatusPanel, statusItems } from './status-panel.js';
import { StepIndicator } from './step-indicator.js';
import { useAuthFlagsInStep } from './use-auth-flags-in-step.js';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/** /kyc: step indicator, identity form (Aadhaar, PAN, phone with OTP) and the user's real status. */
export default function KycPage() {
  const { data: session } = useGetSessionQuery();
  const { data: status } = useGetKycStatusQuery(undefined, { skip: !session });
  useAuthFlagsInStep(session);
  return (
    <Container>
      <PageHeader title="KYC Verification" lead="Verify your identity with Aadhaar, PAN and a one-time password sent to your phone." />
      <StepIndicator />
      <Columns>
        <IdentityForm />
        <StatusPanel items={statusItems(session ? status : null)} />
      </Columns>
    </Container>
  );
}
