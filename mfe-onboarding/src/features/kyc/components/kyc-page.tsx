import { useGetSessionQuery } from '@invest/api';
import { useI18n } from '@invest/platform';
import { Container, PageHeader, Spinner } from '@invest/ui';
import styled from 'styled-components';
import { FeeNotice } from '../../../shared/fee-notice.js';
import { useGetKycStatusQuery } from '../../../shared/kyc-api.js';
import { StatusPanel, statusItems } from '../../../shared/status-panel.js';
import { useAuthFlagsInStep } from '../../../shared/use-auth-flags-in-step.js';
import { BankAccountStep } from '../bank-account/bank-account-step.js';
import { useCompletionRedirect } from '../hooks/use-completion-redirect.js';
import { useKycPageView } from '../hooks/use-kyc-page-view.js';
import { useKycSteps } from '../hooks/use-kyc-steps.js';
import { firstIncompleteStep, type KycStepName } from '../model/kyc-progress.js';
import { NomineeStep } from '../nominee/nominee-step.js';
import { IdentityForm } from './identity-form.js';
import { StepIndicator } from './step-indicator.js';
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

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
`;

/** The step labels of the indicator (message ids), for "Next: …". */
const STEP_LABELS: Record<KycStepName, string> = {
  identity: 'onboarding.steps.identity',
  bankAccount: 'onboarding.steps.bankAccount',
  nominee: 'onboarding.steps.nominee',
};

const LEADS = {
  form: 'onboarding.kyc.lead.form',
  steps: 'onboarding.kyc.lead.steps',
  done: 'onboarding.kyc.lead.done',
} as const;

/**
 * /kyc: the step indicator with the real state of each step, then either the identity form (Aadhaar, PAN, phone with
 * OTP) with the user's status, or, once verified, what is on file and the next steps: Bank Details (a penny-dropped
 * account) and Nominee. Finishing them here goes on to /payment after 2 s (use-completion-redirect.ts).
 */
export default function KycPage() {
  const { _ } = useI18n();
  const { data: session, isLoading } = useGetSessionQuery();
  const { data: status, isLoading: statusLoading } = useGetKycStatusQuery(undefined, { skip: !session });
  useAuthFlagsInStep(session);
  const view = useKycPageView(session, isLoading);
  const steps = useKycSteps(session);
  useCompletionRedirect(session?.userId ?? null, steps.known ? steps.progress : null);
  const { bankAccount, nominee, progress } = steps;

  if (view === 'loading') {
    return (
      <Container>
        <Centered>
          <Spinner size={32} label={_('onboarding.kyc.loading')} />
        </Centered>
      </Container>
    );
  }
  // What is left after identity, while not known yet: the bank account first.
  const next = steps.known ? firstIncompleteStep(progress) : 'bankAccount';
  return (
    <Container>
      <PageHeader title={_('onboarding.kyc.title')} lead={_(view === 'form' ? LEADS.form : next ? LEADS.steps : LEADS.done)} />
      {view === 'form' ? <FeeNotice /> : null}
      <StepIndicator progress={progress} current={steps.current} />
      {view === 'verified' && session ? (
        <Steps>
          <VerifiedKycView session={session} status={status} loading={statusLoading} next={next && _(STEP_LABELS[next])} />
          <BankAccountStep
            answer={bankAccount.data}
            loading={bankAccount.isLoading}
            failed={bankAccount.isError && !bankAccount.data}
            onReload={() => void bankAccount.refetch()}
            editing={steps.editing === 'bankAccount'}
            onEdit={() => steps.edit('bankAccount')}
            onEditEnd={steps.endEdit}
          />
          {progress.bankAccount || progress.nominee ? (
            <NomineeStep
              answer={nominee.data}
              loading={nominee.isLoading}
              failed={nominee.isError && !nominee.data}
              onReload={() => void nominee.refetch()}
              editing={steps.editing === 'nominee'}
              onEdit={() => steps.edit('nominee')}
              onEditEnd={steps.endEdit}
            />
          ) : null}
        </Steps>
      ) : (
        <Columns>
          <IdentityForm />
          <StatusPanel items={statusItems(session ? status : null)} />
        </Columns>
      )}
    </Container>
  );
}
