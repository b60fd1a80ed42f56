import { formatInr } from '@invest/platform';
import styled from 'styled-components';
import type { PayoutRow } from './fd-calculator.js';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: 6px 4px;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child,
  td:first-child,
  [data-date] {
    text-align: left;
  }
`;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' → '15 Dec 2026'. */
export function formatPayoutDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** What one payout pays: its interest, and the principal with the last one. */
function payoutText(row: PayoutRow): string {
  return row.principal > 0 ? `${formatInr(row.interest)} + ${formatInr(row.principal)} principal` : formatInr(row.interest);
}

/** The schedule, in the page's own flow (no inner scroll box); its date column once the dates are known. */
export function PayoutSchedule({ rows }: { rows: readonly PayoutRow[] }) {
  const dated = rows.some((row) => row.date !== null);
  return (
    <Table aria-label="Payout schedule">
      <thead>
        <tr>
          <th scope="col">#</th>
          {dated ? (
            <th scope="col" data-date>
              Payout date
            </th>
          ) : null}
          <th scope="col">Payout</th>
          <th scope="col">Paid to date</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.sequence}>
            <td>{row.sequence}</td>
            {row.date === null ? null : <td data-date>{formatPayoutDate(row.date)}</td>}
            <td>{payoutText(row)}</td>
            <td>{formatInr(row.paidToDate)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
