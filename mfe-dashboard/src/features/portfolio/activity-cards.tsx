import type { PortfolioPayout, PortfolioTransaction } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { Badge } from '@invest/ui';
import { formatDate, formatInstant, isDebit, signedTransactionAmount, TRANSACTION_LABELS, TRANSACTION_STATUS_TONES } from './display.js';
import { Amount, Muted, Rows, Section } from './layout.js';

/** The latest 5 transactions (the API is asked for 5), with status; investments and fees are debits, payouts credits. */
export function TransactionsCard({ transactions }: { transactions: PortfolioTransaction[] }) {
  return (
    <Section aria-labelledby="transactions-heading">
      <h2 id="transactions-heading">Recent Transactions</h2>
      {transactions.length === 0 ? (
        <Muted>No transactions yet.</Muted>
      ) : (
        <Rows aria-label="Recent transactions">
          {transactions.map((transaction) => (
            <li key={transaction.id}>
              <span>
                <strong>{TRANSACTION_LABELS[transaction.type]}</strong> · {transaction.productName}
                <br />
                <Muted>{formatInstant(transaction.createdAt)}</Muted>
              </span>
              <span>
                <Badge tone={TRANSACTION_STATUS_TONES[transaction.status]}>{transaction.status}</Badge>{' '}
                <Amount $negative={isDebit(transaction)} data-direction={isDebit(transaction) ? 'debit' : 'credit'}>
                  {signedTransactionAmount(transaction)}
                </Amount>
              </span>
            </li>
          ))}
        </Rows>
      )}
    </Section>
  );
}

/** Up to 3 upcoming payouts: pending and dated in the future (the API filters and limits). */
export function PayoutsCard({ payouts }: { payouts: PortfolioPayout[] }) {
  return (
    <Section aria-labelledby="payouts-heading">
      <h2 id="payouts-heading">Upcoming Payouts</h2>
      {payouts.length === 0 ? (
        <Muted>No upcoming payouts.</Muted>
      ) : (
        <Rows aria-label="Upcoming payouts">
          {payouts.map((payout) => (
            <li key={payout.id}>
              <span>
                <strong>{formatDate(payout.payoutDate)}</strong> · {payout.productName}
                <br />
                <Muted>{payout.payoutType === 'monthly' ? 'Monthly payout' : 'Maturity payout'}</Muted>
              </span>
              <span>
                <Badge tone="yellow">{payout.status}</Badge> <Amount>{formatInr(payout.amount)}</Amount>
              </span>
            </li>
          ))}
        </Rows>
      )}
    </Section>
  );
}
