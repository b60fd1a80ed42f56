import { useI18n } from '@invest/platform';
import { Card, ErrorText, Muted, Stack, SuccessText } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import type { PayPhase } from '../model/pay-machine.js';

interface Props {
  phase: PayPhase;
  declined: string | null;
  problem: string | null;
  /** The problem is the missing bank account: link to the KYC step that adds it. */
  bankAccountRequired: boolean;
  /** Total payable, formatted. */
  total: string;
}

/** Where the payment stands: the checkout, the bank's confirmation, a decline or another refusal, or success. */
export function PaymentProgress({ phase, declined, problem, bankAccountRequired, total }: Props) {
  const { _ } = useI18n();
  return (
    <>
      {phase === 'checkout' ? <Muted role="status">{_('payments.progress.checkout')}</Muted> : null}
      {phase === 'verifying' ? <Muted role="status">{_('payments.progress.verifying')}</Muted> : null}
      {phase === 'waitingForBank' ? <Muted role="status">{_('payments.progress.waitingForBank')}</Muted> : null}
      {phase === 'bankPending' ? (
        <Card role="status" aria-label={_('payments.progress.bankPendingRegion')}>
          <Stack $gap="sm">
            <Muted>{_('payments.progress.bankPending')}</Muted>
            <div>
              <ButtonLink to="/dashboard" $variant="secondary" $size="md" $block={false}>
                {_('payments.progress.dashboard')}
              </ButtonLink>
            </div>
          </Stack>
        </Card>
      ) : null}
      {declined ? (
        <Card role="alert" aria-label={_('payments.progress.declined')}>
          <ErrorText>{declined}</ErrorText>
        </Card>
      ) : null}
      {problem ? (
        <Card role="alert" aria-label={_('payments.progress.notCompleted')}>
          <Stack $gap="sm">
            <ErrorText>{problem}</ErrorText>
            {bankAccountRequired ? (
              <div>
                <ButtonLink to="/kyc" $variant="primary" $size="md" $block={false}>
                  {_('payments.progress.addBankAccount')}
                </ButtonLink>
              </div>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      {phase === 'succeeded' ? <SuccessText role="status">{_('payments.progress.succeeded', { total })}</SuccessText> : null}
    </>
  );
}
