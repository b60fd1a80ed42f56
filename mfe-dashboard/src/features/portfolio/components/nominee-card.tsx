import { type BankAccountResponse, type BankAccountView, istDateTime, type NomineeView } from '@invest/contracts';
import { useI18n, useLocale } from '@invest/platform';
import { Button, Muted } from '@invest/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetNomineeChoiceQuery, useGetPayoutAccountQuery } from '../api/money-out-api.js';
import { maskedAccount } from '../model/display.js';
import { CardProblem, Definitions, Section } from './layout.js';

const ChangeNote = styled(Muted).attrs({ as: 'span' })`
  display: block;
`;

function NomineeLine({ nominee }: { nominee: NomineeView }) {
  const { _ } = useI18n();
  if (nominee.status === 'named')
    return <>{_('dashboard.nominee.named', { name: nominee.name ?? '', relationship: _(`dashboard.relationship.${nominee.relationship ?? 'Other'}`) })}</>;
  if (nominee.status === 'opted_out') return <>{_('dashboard.nominee.optedOut')}</>;
  return (
    <>
      {_('dashboard.nominee.notChosen')} · <Link to="/kyc">{_('dashboard.nominee.choose')}</Link>
    </>
  );
}

const accountName = (account: BankAccountView) => `${account.bankName} ${maskedAccount(account.last4)}`;

/**
 * The account payouts go to now; during a change's cooling-off, the new account too, with when payouts move to it
 * (India time); a newer account being confirmed is said so.
 */
function AccountLine({ answer }: { answer: BankAccountResponse }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const { account, payoutsGoTo } = answer;
  if (account?.status === 'verified' && payoutsGoTo && account.payoutsFrom)
    return (
      <>
        {accountName(payoutsGoTo)}
        <ChangeNote data-testid="payout-account-change">
          {_('dashboard.nominee.newAccountFrom', { account: accountName(account), when: istDateTime(account.payoutsFrom, locale) })}
        </ChangeNote>
      </>
    );
  if (account?.status === 'verifying' && payoutsGoTo)
    return (
      <>
        {accountName(payoutsGoTo)}
        <ChangeNote>{_('dashboard.nominee.newAccountConfirming', { account: accountName(account) })}</ChangeNote>
      </>
    );
  if (account?.status === 'verified') return <>{accountName(account)}</>;
  if (account?.status === 'verifying') return <>{_('dashboard.nominee.accountConfirming', { account: accountName(account) })}</>;
  return (
    <>
      {_('dashboard.nominee.noAccount')} · <Link to="/kyc">{_('dashboard.nominee.addAccount')}</Link>
    </>
  );
}

/**
 * Where payouts are paid (the verified account, last 4 digits only) and the nominee: name and relationship, "No
 * nominee (opted out)", or "Not chosen" with the way to /kyc. Read only for a KYC-verified investor (the steps follow
 * KYC); its own failure does not take the dashboard down.
 */
export function NomineeCard({ kycVerified }: { kycVerified: boolean }) {
  const { _ } = useI18n();
  const nominee = useGetNomineeChoiceQuery(kycVerified ? undefined : skipToken);
  const account = useGetPayoutAccountQuery(kycVerified ? undefined : skipToken);
  return (
    <Section aria-labelledby="nominee-heading">
      <h2 id="nominee-heading">{_('dashboard.nominee.title')}</h2>
      {!kycVerified ? (
        <Muted as="span">
          {_('dashboard.nominee.kycBefore')} <Link to="/kyc">{_('dashboard.nominee.kycLink')}</Link> {_('dashboard.nominee.kycAfter')}
        </Muted>
      ) : (
        <Definitions aria-label={_('dashboard.nominee.list')}>
          <dt>{_('dashboard.nominee.nominee')}</dt>
          <dd data-testid="nominee-line">
            {nominee.data ? <NomineeLine nominee={nominee.data.nominee} /> : null}
            {nominee.isLoading ? <Muted as="span">{_('dashboard.loadingShort')}</Muted> : null}
            {nominee.isError && !nominee.data ? (
              <CardProblem role="alert">
                {_('dashboard.nominee.loadFailed')}{' '}
                <Button size="sm" variant="outline" onClick={() => void nominee.refetch()}>
                  {_('dashboard.tryAgain')}
                </Button>
              </CardProblem>
            ) : null}
          </dd>
          <dt>{_('dashboard.nominee.payoutsGoTo')}</dt>
          <dd data-testid="payout-account-line">
            {account.data ? <AccountLine answer={account.data} /> : null}
            {account.isLoading ? <Muted as="span">{_('dashboard.loadingShort')}</Muted> : null}
            {account.isError && !account.data ? (
              <CardProblem role="alert">
                {_('dashboard.nominee.accountLoadFailed')}{' '}
                <Button size="sm" variant="outline" onClick={() => void account.refetch()}>
                  {_('dashboard.tryAgain')}
                </Button>
              </CardProblem>
            ) : null}
          </dd>
        </Definitions>
      )}
    </Section>
  );
}
