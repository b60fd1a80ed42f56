import type { GoldPriceDisplay } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { Card } from '@invest/ui';
import styled from 'styled-components';

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;

  small {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

const Change = styled.span<{ $up: boolean }>`
  font-weight: 700;
  color: ${({ theme, $up }) => ($up ? theme.colors.success : theme.colors.danger)};
`;

/** Static gold price display (product §3): current price per 10 g, change, 24 h high and low. */
export function GoldPriceCard({ price }: { price: GoldPriceDisplay }) {
  const { _ } = useI18n();
  const up = price.change >= 0;
  const sign = up ? '+' : '-';
  return (
    <Card as="section" aria-label={_('products.gold.price.label')} style={{ marginBottom: 24 }}>
      <h2>{_('products.gold.price.title')}</h2>
      <Price>
        {formatInr(price.current)} <small>{_('products.gold.price.per', { grams: String(price.perGrams) })}</small>
      </Price>
      <Row>
        <Change $up={up}>
          {sign}
          {formatInr(Math.abs(price.change))} ({sign}
          {Math.abs(price.changePercent)}%)
        </Change>
        <span>{_('products.gold.price.high', { amount: formatInr(price.high24h) })}</span>
        <span>{_('products.gold.price.low', { amount: formatInr(price.low24h) })}</span>
      </Row>
    </Card>
  );
}
