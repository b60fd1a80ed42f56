import { type BankAccountResponse, type BankAccountView, istDateTime, type NomineeView } from '@invest/contracts';
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
  if (nominee.status === 'named') return <>{`${nominee.name ?? ''} (${nominee.relationship ?? 'Other'})`}</>;
  if (nominee.status === 'opted_out') return <>No nominee (opted out)</>;
  return (
    <>
      Not chosen · <Link to="/kyc">Choose a nominee</Link>
    </>
  );
}

const accountName = (account: BankAccountView) => `${account.bankName} ${maskedAccount(account.last4)}`;

/**
 * The account payouts go to now; during a change's cooling-off, the new account too, with when payouts move to it
 * (India time); a newer account being confirmed is said so.
 */
function AccountLine({ answer }: { answer: BankAccountResponse }) {
  const { account, payoutsGoTo } = answer;
  if (account?.status === 'verified' && payoutsGoTo && account.payoutsFrom)
    return (
      <>
        {accountName(payoutsGoTo)}
        <ChangeNote data-testid="payout-account-change">
          New account {accountName(account)}: Payouts go here from {istDateTime(account.payoutsFrom)}
        </ChangeNote>
      </>
    );
  if (account?.status === 'verifying' && payoutsGoTo)
    return (
      <>
        {accountName(payoutsGoTo)}
        <ChangeNote>New account {accountName(account)} being confirmed</ChangeNote>
      </>
    );
  if (account?.status === 'verified') return <>{accountName(account)}</>;
  if (account?.status === 'verifying') return <>{`${accountName(account)} (being confirmed)`}</>;
  return (
    <>
      No verified account · <Link to="/kyc">Add your bank account</Link>
    </>
  );
}

/**
 * Where payouts are paid (the verified account, last 4 digits only) and the nominee: name and relationship, "No
 * nominee (opted out)", or "Not chosen" with the way to /kyc. Read only for a KYC-verified investor (the steps follow
 * KYC); its own failure does not take the dashboard down.
 */
export function NomineeCard({ kycVerified }: { kycVerified: boolean }) {
  const nominee = useGetNomineeChoiceQuery(kycVerified ? undefined : skipToken);
  const account = useGetPayoutAccountQuery(kycVerified ? undefined : skipToken);
  return (
    <Section aria-labelledby="nominee-heading">
      <h2 id="nominee-heading">Nominee &amp; Bank Account</h2>
      {!kycVerified ? (
        <Muted as="span">
          Complete <Link to="/kyc">KYC</Link> to add the bank account your payouts go to and choose a nominee.
        </Muted>
      ) : (
        <Definitions aria-label="Nominee and bank account">
          <dt>Nominee</dt>
          <dd data-testid="nominee-line">
            {nominee.data ? <NomineeLine nominee={nominee.data.nominee} /> : null}
            {nominee.isLoading ? <Muted as="span">Loading…</Muted> : null}
            {nominee.isError && !nominee.data ? (
              <CardProblem role="alert">
                Could not load your nominee.{' '}
                <Button size="sm" variant="outline" onClick={() => void nominee.refetch()}>
                  Try again
                </Button>
              </CardProblem>
            ) : null}
          </dd>
          <dt>Payouts go to</dt>
          <dd data-testid="payout-account-line">
            {account.data ? <AccountLine answer={account.data} /> : null}
            {account.isLoading ? <Muted as="span">Loading…</Muted> : null}
            {account.isError && !account.data ? (
              <CardProblem role="alert">
                Could not load your bank account.{' '}
                <Button size="sm" variant="outline" onClick={() => void account.refetch()}>
                  Try again
                </Button>
              </CardProblem>
            ) : null}
          </dd>
        </Definitions>
      )}
    </Section>
  );
}
