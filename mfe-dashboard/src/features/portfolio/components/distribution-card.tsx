import type { PortfolioCategoryShare } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { Muted } from '@invest/ui';
import styled from 'styled-components';
import { Rows, Section } from './layout.js';

const COLORS = ['#0b3d91', '#d4a017', '#067647', '#b42318', '#6941c6', '#0e7090'];
const RADIUS = 15.915494; // circumference 100: dash lengths are percentages.

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};

  svg {
    width: 160px;
    height: 160px;
    flex: none;
  }
  ul {
    flex: 1 1 240px;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: ${({ theme }) => theme.space.sm};
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

/** Each category's share of total invested, rounded to a whole percent (product §9): a donut and a list. */
export function DistributionCard({ distribution }: { distribution: PortfolioCategoryShare[] }) {
  const { _ } = useI18n();
  let offset = 25;
  const description = distribution.map((share) => `${share.label} ${share.percentage}%`).join(', ');
  return (
    <Section aria-labelledby="distribution-heading">
      <h2 id="distribution-heading">{_('dashboard.distribution.title')}</h2>
      <Layout>
        <svg viewBox="0 0 42 42" role="img" aria-label={_('dashboard.distribution.chart', { shares: description })}>
          <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="#eef1f6" strokeWidth="6" />
          {distribution.map((share, index) => {
            const circle = (
              <circle
                key={share.category}
                cx="21"
                cy="21"
                r={RADIUS}
                fill="none"
                stroke={COLORS[index % COLORS.length]}
                strokeWidth="6"
                strokeDasharray={`${share.percentage} ${100 - share.percentage}`}
                strokeDashoffset={offset}
              />
            );
            offset -= share.percentage;
            return circle;
          })}
        </svg>
        <Rows aria-label={_('dashboard.distribution.list')}>
          {distribution.map((share, index) => (
            <li key={share.category}>
              <span>
                <Swatch $color={COLORS[index % COLORS.length] ?? '#999'} aria-hidden="true" />
                {share.label}
              </span>
              <span>
                <strong>{share.percentage}%</strong> <Muted as="span">{formatInr(share.amount)}</Muted>
              </span>
            </li>
          ))}
        </Rows>
      </Layout>
    </Section>
  );
}
