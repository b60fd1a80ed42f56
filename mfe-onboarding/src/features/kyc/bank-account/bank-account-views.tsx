import { bankAccountChangedMessage, BankAccountMessage, type BankAccountView, istDateTime } from '@invest/contracts';
import { useI18n, useLocale } from '@invest/platform';
import { Button, Spinner, SuccessText } from '@invest/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { confirmationIn } from '../../../shared/api-confirmations.js';
import { Details, Lead, Problem, StepActions } from '../components/step-layout.js';
import { useGetBankAccountQuery } from './api.js';
import { maskedAccount } from './bank-account-rules.js';

/** The penny drop is read again every second while it is under way (the API answered 202). */
export const VERIFYING_POLL_MS = 1000;
/** After this long the page stops asking on its own and offers to check again. */
export const VERIFYING_PATIENCE_MS = 60_000;

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Bank, branch, the account's last four digits and the holder: all the page ever shows of an account. */
export function AccountDetails({ account }: { account: BankAccountView }) {
  const { _ } = useI18n();
  return (
    <Details aria-label={_('onboarding.bank.onFile')}>
      <dt>{_('onboarding.bank.bank')}</dt>
      <dd>{account.bankName}</dd>
      <dt>{_('onboarding.bank.branch')}</dt>
      <dd>{account.branch ?? account.ifsc}</dd>
      <dt>{_('onboarding.bank.account')}</dt>
      <dd>{maskedAccount(account.last4)}</dd>
      <dt>{_('onboarding.bank.holder')}</dt>
      <dd>{account.holderName}</dd>
    </Details>
  );
}

/** The penny drop is under way: the API's words, and the account read again every second until it settles. */
export function VerifyingAccount({ message }: { message: string }) {
  const { _ } = useI18n();
  const [patient, setPatient] = useState(true);
  const account = useGetBankAccountQuery(undefined, { pollingInterval: patient ? VERIFYING_POLL_MS : 0 });
  useEffect(() => {
    if (!patient) return undefined;
    const timer = setTimeout(() => setPatient(false), VERIFYING_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [patient]);
  // A failing read stops the polling (the shell already says it failed) until the investor asks again.
  const stopped = !patient || account.isError;
  return (
    <>
      <Waiting role="status">
        {stopped ? null : <Spinner size={20} label={_('onboarding.bank.confirming')} />}
        <span>{confirmationIn(_, message || BankAccountMessage.Verifying)}</span>
      </Waiting>
      {stopped ? (
        <StepActions>
          <Lead>{_('onboarding.bank.slow')}</Lead>
          <Button
            variant="outline"
            onClick={() => {
              setPatient(true);
              void account.refetch();
            }}
          >
            {_('onboarding.bank.checkAgain')}
          </Button>
        </StepActions>
      ) : null}
    </>
  );
}

/**
 * The bank confirmed the account, in the holder's name: payouts go here, or, during a change's cooling-off, from the
 * date shown (India time), the account on file taking them until then.
 */
export function VerifiedAccount({
  account,
  payoutsGoTo,
  message,
  onChange,
}: {
  account: BankAccountView;
  payoutsGoTo: BankAccountView | null;
  message: string;
  onChange: () => void;
}) {
  const { _ } = useI18n();
  const locale = useLocale();
  // A change in its cooling-off: payouts keep going to the account on file until the date (India time).
  const coolingOff = payoutsGoTo && account.payoutsFrom ? { date: istDateTime(account.payoutsFrom, locale), to: payoutsGoTo } : null;
  // The API's sentence for it names the date and the account's last digits: said in the page's language.
  const said =
    coolingOff && account.payoutsFrom && message === bankAccountChangedMessage(account.payoutsFrom, coolingOff.to.last4)
      ? _('onboarding.bank.changedMessage', { date: coolingOff.date, last4: coolingOff.to.last4 })
      : confirmationIn(_, message || BankAccountMessage.Verified);
  return (
    <>
      <SuccessText role="status">{said}</SuccessText>
      <AccountDetails account={account} />
      {coolingOff ? (
        <Lead data-testid="payout-account-cooling-off">
          {_('onboarding.bank.coolingOff', { date: coolingOff.date, bank: coolingOff.to.bankName, account: maskedAccount(coolingOff.to.last4) })}
        </Lead>
      ) : null}
      <StepActions>
        <Button variant="outline" onClick={onChange}>
          {_('onboarding.bank.change')}
        </Button>
      </StepActions>
    </>
  );
}

/** The penny drop refused the account: why, in the API's words, and the way to another one. */
export function FailedAccount({ account, message, onRetry }: { account: BankAccountView; message: string; onRetry: () => void }) {
  const { _ } = useI18n();
  return (
    <>
      <Problem role="alert">{account.failureReason ?? message}</Problem>
      <Lead>{_('onboarding.bank.unusable', { bank: account.bankName, account: maskedAccount(account.last4) })}</Lead>
      <StepActions>
        <Button onClick={onRetry}>{_('onboarding.bank.tryAnother')}</Button>
      </StepActions>
    </>
  );
}
