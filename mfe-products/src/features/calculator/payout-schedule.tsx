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
  th:nth-child(2),
  td:nth-child(2) {
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

export function PayoutSchedule({ rows }: { rows: readonly PayoutRow[] }) {
  return (
    <Scroll tabIndex={0} role="region" aria-label="Payout schedule, scrollable">
      <Table aria-label="Payout schedule">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Payout date</th>
            <th scope="col">Payout</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <td>{row.month}</td>
              <td>{formatPayoutDate(row.date)}</td>
              <td>{formatInr(row.payout)}</td>
              <td>{formatInr(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
