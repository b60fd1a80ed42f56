import type { PortfolioResponse } from '@invest/contracts';
import { formatInr, useI18n, useLocale } from '@invest/platform';
import { Card, Muted } from '@invest/ui';
import styled from 'styled-components';
import { formatDate, formatPercent } from '../model/display.js';
import { Grid } from './layout.js';

const Stat = styled(Card)`
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  /* The value; a second dd is its note, in the note's own small muted type. */
  dd:first-of-type {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Stat as="dl" aria-label={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {/* A definition list holds only dt/dd: the note is a second description of the term. */}
      {note ? <Muted as="dd">{note}</Muted> : null}
    </Stat>
  );
}

/** Portfolio totals and the annualised return (XIRR). */
export function StatCards({ portfolio }: { portfolio: PortfolioResponse }) {
  const { _ } = useI18n();
  const locale = useLocale();
  return (
    <Grid $min={200}>
      <StatCard
        label={_('dashboard.stats.totalInvested')}
        value={formatInr(portfolio.totalInvested)}
        note={_('dashboard.stats.activeInvestments', { count: portfolio.investmentCount })}
      />
      <StatCard
        label={_('dashboard.stats.currentValue')}
        value={formatInr(portfolio.totalCurrentValue)}
        note={_('dashboard.stats.asOf', { date: formatDate(portfolio.asOf, locale) })}
      />
      <StatCard
        label={_('dashboard.stats.totalEarnings')}
        value={formatInr(portfolio.totalEarnings)}
        note={_('dashboard.stats.return', { percent: formatPercent(portfolio.returnPercentage) })}
      />
      <StatCard
        label={_('dashboard.stats.xirr')}
        value={portfolio.xirr === null ? '—' : formatPercent(portfolio.xirr)}
        note={portfolio.xirr === null ? _('dashboard.stats.xirrPending') : _('dashboard.stats.xirrNote')}
      />
    </Grid>
  );
}
