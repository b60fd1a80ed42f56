import type { PortfolioInvestment } from '@invest/contracts';
import { formatInr } from '@invest/platform';
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
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const chosen = investments.find((investment) => investment.id === withdrawing);
  return (
    <Section aria-labelledby="investments-heading">
      <h2 id="investments-heading">Your Investments</h2>
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it, named for screen readers. */}
      <Scroll tabIndex={0} role="region" aria-label="Investments table">
        <table>
          <thead>
            <tr>
              <th>Product</th>
              <th>Category</th>
              <th className="number">Invested</th>
              <th className="number">Current value</th>
              <th className="number">Return</th>
              <th>Invested on</th>
              <th>Matures on</th>
              <th>Status</th>
              <th>
                <VisuallyHidden>Actions</VisuallyHidden>
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
                  <td className="number">{investment.returnRate === null ? 'Market linked' : `${investment.returnRate}% p.a.`}</td>
                  <td>{formatDate(investment.investmentDate)}</td>
                  <td>{investment.maturityDate ? formatDate(investment.maturityDate) : investment.market ? 'On redemption' : '—'}</td>
                  <td>
                    <Badge tone={tone}>{label}</Badge> <RedeemControl investment={investment} />
                  </td>
                  <td>
                    {withdrawable(investment) ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Withdraw early: ${investment.productName}`}
                        onClick={() => setWithdrawing(investment.id)}
                      >
                        Withdraw early
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
