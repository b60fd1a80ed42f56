import { Card, ErrorText, Muted, Stack, SuccessText } from '@invest/ui';
import { ButtonLink } from '@invest/ui/router';
import { BANK_PENDING } from '../hooks/use-pay.js';
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
  return (
    <>
      {phase === 'checkout' ? <Muted role="status">Complete the payment in the secure checkout of our payment partner.</Muted> : null}
      {phase === 'verifying' ? <Muted role="status">Confirming your payment…</Muted> : null}
      {phase === 'waitingForBank' ? <Muted role="status">Waiting for your bank to confirm the payment…</Muted> : null}
      {phase === 'bankPending' ? (
        <Card role="status" aria-label="Payment awaiting the bank">
          <Stack $gap="sm">
            <Muted>{BANK_PENDING}</Muted>
            <div>
              <ButtonLink to="/dashboard" $variant="secondary" $size="md" $block={false}>
                Go to Dashboard
              </ButtonLink>
            </div>
          </Stack>
        </Card>
      ) : null}
      {declined ? (
        <Card role="alert" aria-label="Payment declined">
          <ErrorText>{declined}</ErrorText>
        </Card>
      ) : null}
      {problem ? (
        <Card role="alert" aria-label="Payment not completed">
          <Stack $gap="sm">
            <ErrorText>{problem}</ErrorText>
            {bankAccountRequired ? (
              <div>
                <ButtonLink to="/kyc" $variant="primary" $size="md" $block={false}>
                  Add your bank account
                </ButtonLink>
              </div>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      {phase === 'succeeded' ? <SuccessText role="status">Payment of {total} received. Redirecting to your dashboard…</SuccessText> : null}
    </>
  );
}
