import type { PortfolioInvestment } from '@invest/contracts';
import { formatInr, useI18n, useLocale } from '@invest/platform';
import { Badge, Button, VisuallyHidden } from '@invest/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, INVESTMENT_STATUS } from '../model/display.js';
import { Section } from './layout.js';
import { MarketDetails, RedeemControl } from './market-holding.js';
import { WithdrawalPanel } from './withdrawal-panel.js';

const Scroll = styled.div`
  /* Contains the visually hidden column header, which would otherwise widen the page. */
  position: relative;
  overflow-x: auto;

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** A fixed deposit still running may be withdrawn early (the server says whether it can today, and for how much). */
const withdrawable = (investment: PortfolioInvestment) => investment.category === 'FIXED_DEPOSITS' && investment.status === 'active';

export function InvestmentsCard({ investments }: { investments: PortfolioInvestment[] }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const chosen = investments.find((investment) => investment.id === withdrawing);
  return (
    <Section aria-labelledby="investments-heading">
      <h2 id="investments-heading">{_('dashboard.investments.title')}</h2>
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it, named for screen readers. */}
      <Scroll tabIndex={0} role="region" aria-label={_('dashboard.investments.table')}>
        <table>
          <thead>
            <tr>
              <th>{_('dashboard.investments.column.product')}</th>
              <th>{_('dashboard.investments.column.category')}</th>
              <th className="number">{_('dashboard.investments.column.invested')}</th>
              <th className="number">{_('dashboard.investments.column.currentValue')}</th>
              <th className="number">{_('dashboard.investments.column.return')}</th>
              <th>{_('dashboard.investments.column.investedOn')}</th>
              <th>{_('dashboard.investments.column.maturesOn')}</th>
              <th>{_('dashboard.investments.column.status')}</th>
              <th>
                <VisuallyHidden>{_('dashboard.investments.column.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {investments.map((investment) => {
              const [label, tone] = INVESTMENT_STATUS[investment.status];
              return (
                <tr key={investment.id}>
                  <td>{investment.productName}</td>
                  <td>{investment.productType}</td>
                  <td className="number">{formatInr(investment.amount)}</td>
                  <td className="number">
                    {formatInr(investment.currentValue)}
                    {investment.market ? <MarketDetails market={investment.market} /> : null}
                  </td>
                  <td className="number">
                    {investment.returnRate === null
                      ? _('dashboard.investments.marketLinked')
                      : _('dashboard.investments.rate', { rate: investment.returnRate })}
                  </td>
                  <td>{formatDate(investment.investmentDate, locale)}</td>
                  <td>
                    {investment.maturityDate ? formatDate(investment.maturityDate, locale) : investment.market ? _('dashboard.investments.onRedemption') : '—'}
                  </td>
                  <td>
                    <Badge tone={tone}>{_(label)}</Badge> <RedeemControl investment={investment} />
                  </td>
                  <td>
                    {withdrawable(investment) ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={_('dashboard.investments.withdrawEarlyLabel', { product: investment.productName })}
                        onClick={() => setWithdrawing(investment.id)}
                      >
                        {_('dashboard.investments.withdrawEarly')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Scroll>
      {chosen ? <WithdrawalPanel key={chosen.id} investment={chosen} onClose={() => setWithdrawing(null)} /> : null}
    </Section>
  );
}
