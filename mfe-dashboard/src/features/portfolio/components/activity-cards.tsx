import type { PortfolioTransaction } from '@invest/contracts';
import { Badge, Muted } from '@invest/ui';
import { formatInr } from '@invest/platform';
import { formatInstant, isDebit, signedTransactionAmount, TRANSACTION_LABELS, TRANSACTION_STATUS_TONES } from '../model/display.js';
import { Amount, Rows, Section } from './layout.js';

/**
 * The latest 5 transactions (the API is asked for 5), with status; investments and fees are debits, payouts and refunds
 * credits (a refund reads "Refunded ₹X" with its date).
 */
export function TransactionsCard({ transactions }: { transactions: PortfolioTransaction[] }) {
  return (
    <Section aria-labelledby="transactions-heading">
      <h2 id="transactions-heading">Recent Transactions</h2>
      {transactions.length === 0 ? (
        <Muted as="span">No transactions yet.</Muted>
      ) : (
        <Rows aria-label="Recent transactions">
          {transactions.map((transaction) => (
            <li key={transaction.id}>
              <span>
                <strong>
                  {TRANSACTION_LABELS[transaction.type]}
                  {transaction.type === 'refund' ? ` ${formatInr(transaction.amount)}` : null}
                </strong>{' '}
                · {transaction.productName}
                <br />
                <Muted as="span">{formatInstant(transaction.createdAt)}</Muted>
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
