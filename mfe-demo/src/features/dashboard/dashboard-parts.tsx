import { DEMO_RECENT_ACTIVITY, type DemoInvestment, formatIndiaDate, type DemoPortfolioResponse, type DemoTransaction } from '@invest/contracts';
import { formatInr } from '@invest/platform';
import { Card, CardTitle, Muted } from '@invest/ui';
import styled from 'styled-components';
import { Fill, Track } from '../../shared/step-progress.js';
import { findDemoProduct } from '../../shared/projection.js';
import { currentValue, gainsPercent, maturityValue, mixPercent, progressPercent, signedAmount } from '../../shared/portfolio-math.js';
import { Grid } from '../../shared/layout.js';

/** An instant or India date as India's calendar reads it (the platform's one formatter); '-' for no date. */
export const formatDate = (iso: string) => (Number.isFinite(Date.parse(iso)) ? formatIndiaDate(iso) : '-');

const Stat = styled(Card)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  .value {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;

/** Total Invested, Current Value, Total Gains (percent to 1 decimal), Active Investments (average return). */
export function StatCards({ stats }: { stats: DemoPortfolioResponse['stats'] }) {
  const cards = [
    { title: 'Total Invested', value: formatInr(stats.totalInvested), note: 'Across all demo investments' },
    { title: 'Current Value', value: formatInr(stats.currentValue), note: 'Grows with each day invested' },
    {
      title: 'Total Gains',
      value: formatInr(stats.totalGains),
      note: `${stats.totalGains < 0 ? '' : '+'}${gainsPercent(stats.totalGains, stats.totalInvested)}%`,
    },
    { title: 'Active Investments', value: String(stats.activeInvestments), note: `${stats.averageReturn.toFixed(1)}% avg. return` },
  ];
  return (
    <Grid $min="200px">
      {cards.map((card) => (
        <Stat key={card.title} as="section" aria-label={card.title}>
          <h2>{card.title}</h2>
          <p className="value">{card.value}</p>
          <Muted>{card.note}</Muted>
        </Stat>
      ))}
    </Grid>
  );
}

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Plain = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

function InvestmentItem({ investment, now }: { investment: DemoInvestment; now: number }) {
  const progress = Math.round(progressPercent(investment.investmentDate, investment.maturityDate, now));
  const type = findDemoProduct(investment.productType)?.type ?? investment.productType;
  return (
    <Item aria-label={investment.productName}>
      <Line>
        <strong>{investment.productName}</strong>
        <span>{investment.returnRate}% p.a.</span>
      </Line>
      <Muted>{type}</Muted>
      <Line>
        <span>Invested: {formatInr(investment.amount)}</span>
        <span>Current Value: {formatInr(currentValue(investment, now))}</span>
        <span>At maturity: {formatInr(maturityValue(investment.amount, investment.returnRate, investment.duration))}</span>
        <span>Maturity: {formatDate(investment.maturityDate)}</span>
      </Line>
      <Track role="progressbar" aria-label={`${investment.productName} progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <Fill $percent={progress} />
      </Track>
      <Muted>{progress}% of the term elapsed</Muted>
    </Item>
  );
}

export function InvestmentList({ investments, now }: { investments: DemoInvestment[]; now: number }) {
  return (
    <Card $padding="lg" as="section" aria-labelledby="demo-investments">
      <CardTitle id="demo-investments" as="h2">
        Your Investments
      </CardTitle>
      {investments.length === 0 ? (
        <Muted>No investments yet.</Muted>
      ) : (
        <Plain>
          {investments.map((investment) => (
            <InvestmentItem key={investment.id} investment={investment} now={now} />
          ))}
        </Plain>
      )}
    </Card>
  );
}

const TYPE_LABEL: Record<DemoTransaction['type'], string> = { investment: 'Investment', payout: 'Payout', fee: 'Fee' };

/** The first 5 transactions; investments display negative (product §9). */
export function RecentActivity({ transactions }: { transactions: DemoTransaction[] }) {
  const recent = transactions.slice(0, DEMO_RECENT_ACTIVITY);
  return (
    <Card $padding="lg" as="section" aria-labelledby="demo-activity">
      <CardTitle id="demo-activity" as="h2">
        Recent Activity
      </CardTitle>
      {recent.length === 0 ? (
        <Muted>No activity yet.</Muted>
      ) : (
        <Plain>
          {recent.map((transaction) => {
            const amount = signedAmount(transaction);
            return (
              <Item key={transaction.id}>
                <Line>
                  <span>{TYPE_LABEL[transaction.type]}</span>
                  <strong>{amount < 0 ? `-${formatInr(-amount)}` : `+${formatInr(amount)}`}</strong>
                </Line>
                <Muted>{formatDate(transaction.createdAt)}</Muted>
              </Item>
            );
          })}
        </Plain>
      )}
    </Card>
  );
}

/** Each investment's share of the total invested, whole percents. */
export function PortfolioMix({ investments }: { investments: DemoInvestment[] }) {
  const total = investments.reduce((sum, item) => sum + item.amount, 0);
  return (
    <Card $padding="lg" as="section" aria-labelledby="demo-mix">
      <CardTitle id="demo-mix" as="h2">
        Portfolio Mix
      </CardTitle>
      {investments.length === 0 ? (
        <Muted>No investments yet.</Muted>
      ) : (
        <Plain>
          {investments.map((investment) => {
            const share = mixPercent(investment.amount, total);
            return (
              <Item key={investment.id} aria-label={`${investment.productName} share`}>
                <Line>
                  <span>{investment.productName}</span>
                  <strong>{share}%</strong>
                </Line>
                <Track>
                  <Fill $percent={share} $color={findDemoProduct(investment.productType)?.color} />
                </Track>
              </Item>
            );
          })}
        </Plain>
      )}
    </Card>
  );
}
