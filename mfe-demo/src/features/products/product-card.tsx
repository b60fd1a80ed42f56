import type { DemoProduct } from '@invest/contracts';
import { formatInr, useI18n } from '@invest/platform';
import { Badge, Button, Card, riskLabelTone } from '@invest/ui';
import styled from 'styled-components';
import { Facts } from '../../shared/layout.js';
import { productTexts } from '../../shared/product-texts.js';

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Icon = styled.span<{ $color: string }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  font-weight: 700;
  color: ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $color }) => `${$color}1a`};
`;

const Features = styled.ul`
  margin: ${({ theme }) => theme.space.md} 0;
  padding-left: 1.2em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Product §2: name, return badge, description, min amount, duration, risk, first two key features. */
export function ProductCard({ product, onSelect }: { product: DemoProduct; onSelect: () => void }) {
  const { _ } = useI18n();
  const texts = productTexts(_, product);
  return (
    <Card as="article" aria-label={product.name} $padding="lg">
      <Head>
        <Icon $color={product.color} aria-hidden="true">
          {product.icon}
        </Icon>
        <Badge tone="green">{texts.returns}</Badge>
      </Head>
      <Head>
        <h2>{product.name}</h2>
      </Head>
      <p>{texts.description}</p>
      <Facts>
        <dt>{_('demo.products.minInvestment')}</dt>
        <dd>{formatInr(product.minAmount)}</dd>
        <dt>{_('demo.common.duration')}</dt>
        <dd>{texts.duration}</dd>
        <dt>{_('demo.common.risk')}</dt>
        <dd>
          <Badge tone={riskLabelTone(product.risk)}>{texts.risk}</Badge>
        </dd>
      </Facts>
      <Features>
        {texts.features.slice(0, 2).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      <Button block onClick={onSelect}>
        {_('demo.products.select')}
      </Button>
    </Card>
  );
}
