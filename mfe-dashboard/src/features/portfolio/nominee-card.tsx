import type { BankAccountView, NomineeView } from '@invest/contracts';
import { Button, Muted } from '@invest/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { maskedAccount } from './display.js';
import { CardProblem, Definitions, Section } from './layout.js';
import { useGetNomineeChoiceQuery, useGetPayoutAccountQuery } from './money-out-api.js';

function NomineeLine({ nominee }: { nominee: NomineeView }) {
  if (nominee.status === 'named') return <>{`${nominee.name ?? ''} (${nominee.relationship ?? 'Other'})`}</>;
  if (nominee.status === 'opted_out') return <>No nominee (opted out)</>;
  return (
    <>
      Not chosen · <Link to="/kyc">Choose a nominee</Link>
    </>
  );
}

function AccountLine({ account }: { account: BankAccountView | null }) {
  if (account?.status === 'verified') return <>{`${account.bankName} ${maskedAccount(account.last4)}`}</>;
  if (account?.status === 'verifying') return <>{`${account.bankName} ${maskedAccount(account.last4)} (being confirmed)`}</>;
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
            {account.data ? <AccountLine account={account.data.account} /> : null}
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
