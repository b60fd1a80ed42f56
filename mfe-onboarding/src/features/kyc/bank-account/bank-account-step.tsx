import type { BankAccountResponse } from '@invest/contracts';
import { useI18n } from '@invest/platform';
import { Badge, Button, Spinner } from '@invest/ui';
import { Lead, Problem, StepActions, StepCard, StepTitle } from '../components/step-layout.js';
import { BankAccountForm } from './bank-account-form.js';
import { FailedAccount, VerifiedAccount, VerifyingAccount } from './bank-account-views.js';

export interface BankAccountStepProps {
  /** GET /api/bank-account. */
  answer: BankAccountResponse | undefined;
  loading: boolean;
  failed: boolean;
  onReload: () => void;
  /** The investor is entering an account (none yet, another after a failure, or a change of a verified one). */
  editing: boolean;
  onEdit: () => void;
  onEditEnd: () => void;
}

const BADGES = {
  verified: ['onboarding.bank.badge.verified', 'green'],
  verifying: ['onboarding.bank.badge.verifying', 'blue'],
  failed: ['onboarding.bank.badge.failed', 'red'],
} as const;

/**
 * KYC step 3, Bank Details: the account payouts are paid into, verified by a ₹1 deposit (penny drop) in the KYC name.
 * The form, the check under way, the verified account (with "Change account"), or why it failed.
 */
export function BankAccountStep(props: BankAccountStepProps) {
  const { _ } = useI18n();
  const { answer, editing } = props;
  const account = answer?.account ?? null;
  const badge = account && !editing ? BADGES[account.status] : null;
  return (
    <StepCard aria-labelledby="kyc-bank-title" data-testid="bank-account-step">
      <StepTitle id="kyc-bank-title" as="h2">
        {_('onboarding.bank.title')} {badge ? <Badge tone={badge[1]}>{_(badge[0])}</Badge> : null}
      </StepTitle>
      {props.loading ? <Spinner size={24} label={_('onboarding.bank.loading')} /> : null}
      {props.failed ? (
        <>
          <Problem role="alert">{_('onboarding.bank.loadFailed')}</Problem>
          <StepActions>
            <Button variant="outline" onClick={props.onReload}>
              {_('onboarding.common.tryAgain')}
            </Button>
          </StepActions>
        </>
      ) : null}
      {answer && (editing || !account) ? (
        <>
          <Lead>{_('onboarding.bank.lead')}</Lead>
          <BankAccountForm
            onSubmitted={props.onEditEnd}
            onCancel={account?.status === 'verified' ? props.onEditEnd : undefined}
            needsOtp={answer.changeNeedsOtp}
          />
        </>
      ) : null}
      {answer && account && !editing && account.status === 'verifying' ? <VerifyingAccount message={answer.message} /> : null}
      {answer && account && !editing && account.status === 'verified' ? (
        <VerifiedAccount account={account} payoutsGoTo={answer.payoutsGoTo} message={answer.message} onChange={props.onEdit} />
      ) : null}
      {answer && account && !editing && account.status === 'failed' ? (
        <FailedAccount account={account} message={answer.message} onRetry={props.onEdit} />
      ) : null}
    </StepCard>
  );
}
