import { formatCalendarDate } from '@invest/contracts';
import { formatInr, useI18n, useLocale, type I18n } from '@invest/platform';
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

/** What one payout pays: its interest, and the principal with the last one. */
function payoutText(_: I18n['_'], row: PayoutRow): string {
  return row.principal > 0
    ? _('products.calculator.schedule.withPrincipal', { interest: formatInr(row.interest), principal: formatInr(row.principal) })
    : formatInr(row.interest);
}

/** The schedule, in the page's own flow (no inner scroll box); its date column once the dates are known. */
export function PayoutSchedule({ rows }: { rows: readonly PayoutRow[] }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const dated = rows.some((row) => row.date !== null);
  return (
    <Table aria-label={_('products.calculator.schedule.label')}>
      <thead>
        <tr>
          <th scope="col">#</th>
          {dated ? (
            <th scope="col" data-date>
              {_('products.calculator.schedule.date')}
            </th>
          ) : null}
          <th scope="col">{_('products.calculator.schedule.payout')}</th>
          <th scope="col">{_('products.calculator.schedule.paidToDate')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.sequence}>
            <td>{row.sequence}</td>
            {row.date === null ? null : <td data-date>{formatCalendarDate(row.date, locale)}</td>}
            <td>{payoutText(_, row)}</td>
            <td>{formatInr(row.paidToDate)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
