import { DEMO_RECENT_ACTIVITY, type DemoInvestment, formatIndiaDate, type DemoPortfolioResponse, type DemoTransaction } from '@invest/contracts';
import type { Locale } from '@invest/mf/runtime';
import { formatInr, useI18n, useLocale } from '@invest/platform';
import { Card, CardTitle, Muted } from '@invest/ui';
import styled from 'styled-components';
import { Fill, Track } from '../../shared/step-progress.js';
import { findDemoProduct } from '../../shared/projection.js';
import { currentValue, gainsPercent, maturityValue, mixPercent, progressPercent, signedAmount } from '../../shared/portfolio-math.js';
import { Grid } from '../../shared/layout.js';
import { productTexts } from '../../shared/product-texts.js';

/** An instant or India date as India's calendar reads it in `locale` (the platform's one formatter); '-' for no date. */
export const formatDate = (iso: string, locale: Locale = 'en') => (Number.isFinite(Date.parse(iso)) ? formatIndiaDate(iso, locale) : '-');

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
  const { _ } = useI18n();
  const cards = [
    { title: _('demo.dashboard.totalInvested'), value: formatInr(stats.totalInvested), note: _('demo.dashboard.totalInvested.note') },
    { title: _('demo.dashboard.currentValue'), value: formatInr(stats.currentValue), note: _('demo.dashboard.currentValue.note') },
    {
      title: _('demo.dashboard.totalGains'),
      value: formatInr(stats.totalGains),
      note: `${stats.totalGains < 0 ? '' : '+'}${gainsPercent(stats.totalGains, stats.totalInvested)}%`,
    },
    {
      title: _('demo.dashboard.activeInvestments'),
      value: String(stats.activeInvestments),
      note: _('demo.dashboard.averageReturn', { rate: stats.averageReturn.toFixed(1) }),
    },
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
  const { _ } = useI18n();
  const locale = useLocale();
  const progress = Math.round(progressPercent(investment.investmentDate, investment.maturityDate, now));
  const product = findDemoProduct(investment.productType);
  const type = product ? productTexts(_, product).type : investment.productType;
  return (
    <Item aria-label={investment.productName}>
      <Line>
        <strong>{investment.productName}</strong>
        <span>{_('demo.common.ratePerYear', { rate: investment.returnRate })}</span>
      </Line>
      <Muted>{type}</Muted>
      <Line>
        <span>{_('demo.dashboard.invested', { amount: formatInr(investment.amount) })}</span>
        <span>{_('demo.dashboard.valueNow', { amount: formatInr(currentValue(investment, now)) })}</span>
        <span>{_('demo.dashboard.atMaturity', { amount: formatInr(maturityValue(investment.amount, investment.returnRate, investment.duration)) })}</span>
        <span>{_('demo.dashboard.maturity', { date: formatDate(investment.maturityDate, locale) })}</span>
      </Line>
      <Track
        role="progressbar"
        aria-label={_('demo.dashboard.progress', { product: investment.productName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <Fill $percent={progress} />
      </Track>
      <Muted>{_('demo.dashboard.elapsed', { percent: progress })}</Muted>
    </Item>
  );
}

export function InvestmentList({ investments, now }: { investments: DemoInvestment[]; now: number }) {
  const { _ } = useI18n();
  return (
    <Card $padding="lg" as="section" aria-labelledby="demo-investments">
      <CardTitle id="demo-investments" as="h2">
        {_('demo.dashboard.investments')}
      </CardTitle>
      {investments.length === 0 ? (
        <Muted>{_('demo.dashboard.noInvestments')}</Muted>
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

/** A transaction's type as the list names it ('Investment', 'Payout', 'Fee'): message ids. */
const TYPE_LABEL: Record<DemoTransaction['type'], string> = {
  investment: 'demo.dashboard.type.investment',
  payout: 'demo.dashboard.type.payout',
  fee: 'demo.dashboard.type.fee',
};

/** The first 5 transactions; investments display negative (product §9). */
export function RecentActivity({ transactions }: { transactions: DemoTransaction[] }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const recent = transactions.slice(0, DEMO_RECENT_ACTIVITY);
  return (
    <Card $padding="lg" as="section" aria-labelledby="demo-activity">
      <CardTitle id="demo-activity" as="h2">
        {_('demo.dashboard.activity')}
      </CardTitle>
      {recent.length === 0 ? (
        <Muted>{_('demo.dashboard.noActivity')}</Muted>
      ) : (
        <Plain>
          {recent.map((transaction) => {
            const amount = signedAmount(transaction);
            return (
              <Item key={transaction.id}>
                <Line>
                  <span>{_(TYPE_LABEL[transaction.type])}</span>
                  <strong>{amount < 0 ? `-${formatInr(-amount)}` : `+${formatInr(amount)}`}</strong>
                </Line>
                <Muted>{formatDate(transaction.createdAt, locale)}</Muted>
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
  const { _ } = useI18n();
  const total = investments.reduce((sum, item) => sum + item.amount, 0);
  return (
    <Card $padding="lg" as="section" aria-labelledby="demo-mix">
      <CardTitle id="demo-mix" as="h2">
        {_('demo.dashboard.mix')}
      </CardTitle>
      {investments.length === 0 ? (
        <Muted>{_('demo.dashboard.noInvestments')}</Muted>
      ) : (
        <Plain>
          {investments.map((investment) => {
            const share = mixPercent(investment.amount, total);
            return (
              <Item key={investment.id} aria-label={_('demo.dashboard.share', { product: investment.productName })}>
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
