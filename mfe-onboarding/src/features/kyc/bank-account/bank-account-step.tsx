import type { BankAccountResponse } from '@invest/contracts';
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

const BADGES = { verified: ['Verified', 'green'], verifying: ['Confirming', 'blue'], failed: ['Failed', 'red'] } as const;

/**
 * KYC step 3, Bank Details: the account payouts are paid into, verified by a ₹1 deposit (penny drop) in the KYC name.
 * The form, the check under way, the verified account (with "Change account"), or why it failed.
 */
export function BankAccountStep(props: BankAccountStepProps) {
  const { answer, editing } = props;
  const account = answer?.account ?? null;
  const badge = account && !editing ? BADGES[account.status] : null;
  return (
    <StepCard aria-labelledby="kyc-bank-title" data-testid="bank-account-step">
      <StepTitle id="kyc-bank-title" as="h2">
        Bank Details {badge ? <Badge tone={badge[1]}>{badge[0]}</Badge> : null}
      </StepTitle>
      {props.loading ? <Spinner size={24} label="Loading your bank account" /> : null}
      {props.failed ? (
        <>
          <Problem role="alert">We could not load your bank account.</Problem>
          <StepActions>
            <Button variant="outline" onClick={props.onReload}>
              Try again
            </Button>
          </StepActions>
        </>
      ) : null}
      {answer && (editing || !account) ? (
        <>
          <Lead>Your payouts are paid into this account. We confirm it with a ₹1 deposit in the name on your KYC.</Lead>
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
