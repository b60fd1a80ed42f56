import type { CatalogueItem } from '@invest/contracts';
import { Badge, Button, Card, CardTitle, productRiskTone } from '@invest/ui';
import { Actions, CardHead, Figure } from './catalogue-styles.js';
import { SellDialog } from './sell-dialog.js';

/** One product on /products: name, risk badge (product-card colour rule), expected returns, Buy Now and Sell. */
export function ProductCard({ item, categoryLiquidity, onBuy }: { item: CatalogueItem; categoryLiquidity: string; onBuy: (item: CatalogueItem) => void }) {
  return (
    <Card as="article" aria-label={item.name}>
      <CardHead>
        <CardTitle>{item.name}</CardTitle>
        <Badge tone={productRiskTone(item.risk)}>{item.risk}</Badge>
      </CardHead>
      <Figure>
        Expected returns
        <strong>{item.returns}</strong>
      </Figure>
      <Actions>
        <Button onClick={() => onBuy(item)} aria-label={`Buy Now ${item.name}`}>
          Buy Now
        </Button>
        <SellDialog item={item} categoryLiquidity={categoryLiquidity} />
      </Actions>
    </Card>
  );
}
