import { formatInr } from '@invest/platform';
import styled from 'styled-components';
import type { PayoutRow } from './fd-calculator.js';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: 6px 8px;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child,
  td:first-child,
  [data-date] {
    text-align: left;
  }
`;

const Scroll = styled.div`
  max-height: 320px;
  overflow-y: auto;
`;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' → '15 Dec 2026'. */
export function formatPayoutDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The schedule; its date column once the dates are known (after the first render in the browser). */
export function PayoutSchedule({ rows }: { rows: readonly PayoutRow[] }) {
  const dated = rows.some((row) => row.date !== null);
  return (
    <Scroll tabIndex={0} role="region" aria-label="Payout schedule, scrollable">
      <Table aria-label="Payout schedule">
        <thead>
          <tr>
            <th scope="col">Month</th>
            {dated ? (
              <th scope="col" data-date>
                Payout date
              </th>
            ) : null}
            <th scope="col">Payout</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <td>{row.month}</td>
              {row.date === null ? null : <td data-date>{formatPayoutDate(row.date)}</td>}
              <td>{formatInr(row.payout)}</td>
              <td>{formatInr(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
