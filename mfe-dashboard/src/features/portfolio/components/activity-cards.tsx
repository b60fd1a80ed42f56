import type { PortfolioTransaction } from '@invest/contracts';
import { Badge, Muted } from '@invest/ui';
import { formatInr, useI18n, useLocale } from '@invest/platform';
import { formatInstant, isDebit, signedTransactionAmount, TRANSACTION_LABELS, TRANSACTION_STATUS_LABELS, TRANSACTION_STATUS_TONES } from '../model/display.js';
import { Amount, Rows, Section } from './layout.js';

/**
 * The latest 5 transactions (the API is asked for 5), with status; investments and fees are debits, payouts and refunds
 * credits (a refund reads "Refunded ₹X" with its date).
 */
export function TransactionsCard({ transactions }: { transactions: PortfolioTransaction[] }) {
  const { _ } = useI18n();
  const locale = useLocale();
  return (
    <Section aria-labelledby="transactions-heading">
      <h2 id="transactions-heading">{_('dashboard.transactions.title')}</h2>
      {transactions.length === 0 ? (
        <Muted as="span">{_('dashboard.transactions.none')}</Muted>
      ) : (
        <Rows aria-label={_('dashboard.transactions.list')}>
          {transactions.map((transaction) => (
            <li key={transaction.id}>
              <span>
                <strong>
                  {_(TRANSACTION_LABELS[transaction.type])}
                  {transaction.type === 'refund' ? ` ${formatInr(transaction.amount)}` : null}
                </strong>{' '}
                · {transaction.productName}
                <br />
                <Muted as="span">{formatInstant(transaction.createdAt, locale)}</Muted>
              </span>
              <span>
                <Badge tone={TRANSACTION_STATUS_TONES[transaction.status]}>{_(TRANSACTION_STATUS_LABELS[transaction.status])}</Badge>{' '}
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
